import { useCallback, useRef, useState } from 'react';
import { FURNITURE } from '../../src/domain/furniture-constants';
import type { PanelPhase } from '../../src/domain/panel-phase';
import { slideMenuWidth } from '../../src/domain/slide-menu-width';
import { LazySlotPanel, intentHandlers, usePanelWanted } from '../../src/ui/LazySlotPanel';
import { useMotionMs, useWindowWidth } from '../../src/ui/motion';
import { useOpenAttribute } from '../../src/ui/use-open-attribute';

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
  const [open, setOpen] = useOpenAttribute(openProp);
  const [wanted, want] = usePanelWanted(open);
  const [sliding, setSliding] = useState(false);
  const durationMs = useMotionMs(FURNITURE.slideMs);
  const width = slideMenuWidth(useWindowWidth());
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
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
