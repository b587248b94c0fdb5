import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';
import { LinkButton } from '../../../../src/ui/LinkButton';

export interface TermsDrawerProps {
  open: boolean;
  /** Where the booking terms are (a page of the hotel's site). */
  href: string;
  onClose: () => void;
  /** "I agree": ticks the terms box and closes. */
  onAgree: () => void;
}

/**
 * The booking terms read without leaving checkout: the terms page framed in the kit's
 * Drawer, with a way to open it in a new tab instead, and "I agree" at its foot.
 */
export function TermsDrawer({ open, href, onClose, onAgree }: TermsDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Booking terms and conditions"
      closeLabel="Close the booking terms"
      part="terms-drawer"
      footer={
        <>
          <Button variant="primary" part="terms-agree" onClick={onAgree}>
            I agree
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {open ? (
        <iframe part="terms-frame" className="terms-frame" title="Booking terms" src={href} />
      ) : null}
      <p>
        <LinkButton variant="link" href={href} target="_blank" rel="noopener">
          Open the terms in a new tab
        </LinkButton>
      </p>
    </Drawer>
  );
}
