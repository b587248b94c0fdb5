import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FURNITURE } from '../domain/public/furniture-constants';

interface PopoverProps {
  /** The trigger button's content (its accessible name). */
  trigger: ReactNode;
  /** The hint or detail that pops over. */
  children: ReactNode;
  /** How long to wait before hiding once pointer or focus has left (110 ms). */
  hideDelayMs?: number;
  className?: string;
}

/**
 * A hint or detail that pops over its trigger (public-site.md §9: hidden 110 ms after the
 * pointer or focus leaves, so the pointer can travel onto it). It shows on hover, on focus
 * and on click (Enter and Space show it, never hide it: it stays while its trigger is
 * focused); Escape hides it at once. The trigger is a button with `aria-expanded`, and
 * the detail follows it in reading order.
 */
export function Popover({
  trigger,
  children,
  hideDelayMs = FURNITURE.popoverHideMs,
  className,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), hideDelayMs);
  }, [hideDelayMs]);
  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className={`ik-popover ${className ?? ''}`}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={hideSoon}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hideNow();
        }
      }}
    >
      <button
        type="button"
        part="popover-trigger"
        className="ik-popover-trigger"
        aria-expanded={open}
        aria-controls={id}
        // Shows, never toggles: focus already shows it, so a toggle made Enter hide the hint
        // the guest had just asked for (issue 22 fault 5). Escape or leaving hides it.
        onClick={show}
      >
        {trigger}
      </button>
      <span id={id} role="note" part="popover" className="ik-popover-body" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
