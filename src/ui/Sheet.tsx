import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useState,
  useCallback,
  useRef,
} from 'react';
import { lockScroll } from '../core/scroll-lock';
import { type PanelEvent, type PanelPhase, nextPanelPhase } from '../domain/panel-phase';
import { firstFocusable } from './focus';

interface SheetProps {
  open: boolean;
  /** Escape or a click on the backdrop: the owner decides what closing means. */
  onClose: () => void;
  /** The accessible name of the panel. */
  label: string;
  /** Length of the slide or fade (0 under reduced motion). */
  durationMs: number;
  /** Where focus goes back to once the panel closes (its toggle). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The `part` and class of the panel. */
  part: string;
  /** More classes for the panel (a shared look for several parts). */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  /** Told of every phase, so a toolbar can slide along. */
  onPhase?: (phase: PanelPhase) => void;
}

/**
 * A panel that slides or fades over the page on a modal native `<dialog>`: it renders in the
 * element's shadow root, keeps focus inside while open, closes on Escape and on the backdrop,
 * locks the page's scrolling (nested locks counted, see core/scroll-lock), moves focus into
 * its content and back to its toggle. `data-phase` (`opening`, `open`, `closing`) drives the
 * CSS transitions; the phases last exactly `durationMs`.
 */
export function Sheet({
  open,
  onClose,
  label,
  durationMs,
  returnFocus,
  part,
  className,
  style,
  children,
  onPhase,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The phase is kept in a ref as well as in state, so that every event steps from the true
  // current phase whatever the order of renders (the state only drives rendering).
  const [phase, setPhase] = useState<PanelPhase>('closed');
  const current = useRef<PanelPhase>('closed');
  const duration = useRef(durationMs);
  duration.current = durationMs;
  const dispatch = useCallback((event: PanelEvent) => {
    const next = nextPanelPhase(current.current, event, duration.current);
    current.current = next;
    setPhase(next);
  }, []);

  useLayoutEffect(() => dispatch(open ? 'open' : 'close'), [open, dispatch]);

  // Layout effects: the phase's timer starts in the same task as the phase itself.
  useLayoutEffect(() => {
    onPhase?.(phase);
    if (phase !== 'opening' && phase !== 'closing') return;
    const timer = setTimeout(() => dispatch('settle'), durationMs);
    return () => clearTimeout(timer);
  }, [phase, durationMs, onPhase, dispatch]);

  const shown = phase !== 'closed';
  useLayoutEffect(() => {
    if (!shown) return;
    return lockScroll();
  }, [shown]);

  const modal = phase === 'opening' || phase === 'open';
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal && !dialog.open) {
      dialog.showModal();
      (
        firstFocusable(dialog.querySelector('[data-content]') ?? dialog) ?? firstFocusable(dialog)
      )?.focus();
    } else if (!modal && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [modal, returnFocus]);

  useEffect(() => {
    const dialog = ref.current!;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // The dialog fills only its panel: a click on the dialog itself is on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      part={part}
      className={`ik-sheet ${part}${className ? ` ${className}` : ''}`}
      aria-label={label}
      data-phase={phase}
      style={{ ...style, transitionDuration: `${durationMs}ms` }}
    >
      <div className="ik-sheet-inner">{children}</div>
    </dialog>
  );
}
