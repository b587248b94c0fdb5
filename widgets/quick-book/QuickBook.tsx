import { useCallback, useRef } from 'react';
import { FURNITURE } from '../../src/domain/furniture-constants';
import { Button } from '../../src/ui/Button';
import { useMotionMs } from '../../src/ui/motion';
import { Sheet } from '../../src/ui/Sheet';
import { SheetHead } from '../../src/ui/SheetHead';
import { useOpenAttribute } from '../../src/ui/use-open-attribute';

interface QuickBookProps {
  label?: string;
  heading?: string;
  open?: boolean;
}

/** The quick-book panel with its open and close controls (public-site.md §2, §4). */
export function QuickBook({ label, heading, open: openProp }: QuickBookProps) {
  const [open, setOpen] = useOpenAttribute(openProp);
  const durationMs = useMotionMs(FURNITURE.slideMs);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
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
      >
        {label || 'Book now'}
      </Button>
      <Sheet
        open={open}
        onClose={close}
        label={title}
        durationMs={durationMs}
        returnFocus={toggle}
        part="panel"
      >
        <SheetHead title={title} closeLabel="Close booking panel" onClose={close} />
        <div data-content>
          <slot />
        </div>
      </Sheet>
    </>
  );
}
