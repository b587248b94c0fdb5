import { useCallback, useRef } from 'react';
import { FURNITURE } from '../../src/domain/furniture-constants';
import { useMotionMs } from '../../src/ui/motion';
import { Sheet } from '../../src/ui/Sheet';
import { SheetHead } from '../../src/ui/SheetHead';
import { useOpenAttribute } from '../../src/ui/use-open-attribute';

interface NavOverlayProps {
  label?: string;
  open?: boolean;
}

/** The fullscreen navigation overlay and its toggle (public-site.md §1). */
export function NavOverlay({ label, open: openProp }: NavOverlayProps) {
  const name = label || 'Menu';
  const [open, setOpen] = useOpenAttribute(openProp);
  const durationMs = useMotionMs(FURNITURE.fadeMs);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        part="toggle"
        className="ik-icon-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span>{name}</span>
      </button>
      <Sheet
        open={open}
        onClose={close}
        label={name}
        durationMs={durationMs}
        returnFocus={toggle}
        part="overlay"
      >
        <SheetHead title={name} closeLabel={`Close ${name.toLowerCase()}`} onClose={close} />
        <div data-content className="content">
          <slot />
        </div>
      </Sheet>
    </>
  );
}
