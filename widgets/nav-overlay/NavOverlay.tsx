import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { LazySlotPanel, intentHandlers } from '../../src/ui/LazySlotPanel';
import { usePanelToggle } from '../../src/ui/use-panel-toggle';

interface NavOverlayProps {
  label?: string;
  open?: boolean;
}

/**
 * The fullscreen navigation overlay and its toggle (public-site.md §1). The page loads the
 * toggle only; the overlay's code loads on the guest's first reach for it.
 */
export function NavOverlay({ label, open: openProp }: NavOverlayProps) {
  const name = label || 'Menu';
  const [open, setOpen, wanted, want, durationMs, toggle, close] = usePanelToggle(
    openProp,
    FURNITURE.fadeMs,
  );
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
        {...intentHandlers(want)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span>{name}</span>
      </button>
      <LazySlotPanel
        wanted={wanted}
        open={open}
        onClose={close}
        title={name}
        closeLabel={`Close ${name.toLowerCase()}`}
        durationMs={durationMs}
        returnFocus={toggle}
        part="overlay"
        contentClass="content"
      />
    </>
  );
}
