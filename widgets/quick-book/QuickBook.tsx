import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { Button } from '../../src/ui/Button';
import { LazySlotPanel, intentHandlers } from '../../src/ui/LazySlotPanel';
import { usePanelToggle } from '../../src/ui/use-panel-toggle';

interface QuickBookProps {
  label?: string;
  heading?: string;
  open?: boolean;
}

/**
 * The quick-book panel with its open and close controls (public-site.md §2, §4). The page
 * loads the open button only; the panel's code loads on the guest's first reach for it.
 */
export function QuickBook({ label, heading, open: openProp }: QuickBookProps) {
  const [open, setOpen, wanted, want, durationMs, toggle, close] = usePanelToggle(
    openProp,
    FURNITURE.slideMs,
  );
  const title = heading || 'Book a stay';
  return (
    <>
      <Button
        buttonRef={toggle}
        variant="primary"
        part="open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...intentHandlers(want)}
      >
        {label || 'Book now'}
      </Button>
      <LazySlotPanel
        wanted={wanted}
        open={open}
        onClose={close}
        title={title}
        closeLabel="Close booking panel"
        durationMs={durationMs}
        returnFocus={toggle}
        part="panel"
      />
    </>
  );
}
