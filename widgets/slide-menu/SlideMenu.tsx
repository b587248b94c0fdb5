import { useCallback, useState } from 'react';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import type { PanelPhase } from '../../src/domain/public/panel-phase';
import { slideMenuWidth } from '../../src/domain/public/slide-menu-width';
import { LazySlotPanel, intentHandlers } from '../../src/ui/LazySlotPanel';
import { useWindowWidth } from '../../src/ui/motion';
import { usePanelToggle } from '../../src/ui/use-panel-toggle';

interface SlideMenuProps {
  label?: string;
  open?: boolean;
}

/**
 * The slide-out menu, its toggle, and the toolbar that slides with it (public-site.md §4).
 * The page loads the toolbar and toggle only; the menu panel's code loads on the guest's
 * first reach for the toggle, and the toolbar slides along with the panel once it opens.
 */
export function SlideMenu({ label, open: openProp }: SlideMenuProps) {
  const name = label || 'Menu';
  const [open, setOpen, wanted, want, durationMs, toggle, close] = usePanelToggle(
    openProp,
    FURNITURE.slideMs,
  );
  const [sliding, setSliding] = useState(false);
  const width = slideMenuWidth(useWindowWidth());
  const onPhase = useCallback(
    (phase: PanelPhase) => setSliding(phase === 'opening' || phase === 'open'),
    [],
  );

  return (
    <>
      <div
        part="toolbar"
        className="toolbar"
        style={{
          transform: sliding ? `translateX(${width}px)` : 'none',
          transitionDuration: `${durationMs}ms`,
        }}
      >
        <button
          ref={toggle}
          type="button"
          part="toggle"
          className="ik-icon-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          {...intentHandlers(want)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span>{name}</span>
        </button>
        <slot name="toolbar" />
      </div>
      <LazySlotPanel
        wanted={wanted}
        open={open}
        onClose={close}
        title={name}
        closeLabel={`Close ${name.toLowerCase()}`}
        durationMs={durationMs}
        returnFocus={toggle}
        part="panel"
        style={{ width: `${width}px` }}
        onPhase={onPhase}
      />
    </>
  );
}
