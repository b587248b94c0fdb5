import { useCallback, useRef } from 'react';
import { FURNITURE } from '../../src/domain/furniture-constants';
import { slideMenuWidth } from '../../src/domain/slide-menu-width';
import { useMotionMs, useWindowWidth } from '../../src/ui/motion';
import { Sheet } from '../../src/ui/Sheet';
import { SheetHead } from '../../src/ui/SheetHead';
import { useOpenAttribute } from '../../src/ui/use-open-attribute';

interface SlideMenuProps {
  label?: string;
  open?: boolean;
}

/** The slide-out menu, its toggle, and the toolbar that slides with it (public-site.md §4). */
export function SlideMenu({ label, open: openProp }: SlideMenuProps) {
  const name = label || 'Menu';
  const [open, setOpen] = useOpenAttribute(openProp);
  const durationMs = useMotionMs(FURNITURE.slideMs);
  const width = slideMenuWidth(useWindowWidth());
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  return (
    <>
      <div
        part="toolbar"
        className="toolbar"
        style={{
          transform: open ? `translateX(${width}px)` : 'none',
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
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span>{name}</span>
        </button>
        <slot name="toolbar" />
      </div>
      <Sheet
        open={open}
        onClose={close}
        label={name}
        durationMs={durationMs}
        returnFocus={toggle}
        part="panel"
        style={{ width: `${width}px` }}
      >
        <SheetHead title={name} closeLabel={`Close ${name.toLowerCase()}`} onClose={close} />
        <div data-content>
          <slot />
        </div>
      </Sheet>
    </>
  );
}
