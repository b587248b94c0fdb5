import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type PanelEvent, type PanelPhase, nextPanelPhase } from '../domain/public/panel-phase';
import { firstFocusable } from './focus';
import iconButtonCss from './icon-button.css?inline';
import sheetCss from './sheet.css?inline';
import { useStyles } from './styles';
import { useModal, useScrollLock } from './use-modal';

interface SheetProps {
  open: boolean;
  /** Escape or a click on the backdrop: the owner decides what closing means. */
  onClose: () => void;
  /** The accessible name of the panel (or `labelledBy`, the id of its visible title). */
  label?: string;
  labelledBy?: string;
  /** Length of the slide or fade (0 under reduced motion). */
  durationMs: number;
  /** Where focus goes back to once the panel closes (its toggle); default: the opener. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The `part` and class of the panel. */
  part: string;
  /** More classes for the panel (a shared look for several parts). */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  /** Where the panel sits (a Drawer's placement), as `data-placement` for its CSS and tests. */
  placement?: string;
  /** Told of every phase, so a toolbar can slide along. */
  onPhase?: (phase: PanelPhase) => void;
}

/** Focus goes to the first control of the content, else of the panel (its close button). */
const firstInside = (dialog: HTMLDialogElement) =>
  firstFocusable(dialog.querySelector('[data-content]') ?? dialog) ?? firstFocusable(dialog);

/**
 * The animated panel under Drawer and the page furniture's panels: a modal native `<dialog>`
 * (see use-modal) whose `data-phase` (`opening`, `open`, `closing`, `closed`) drives the
 * CSS transitions; the phases last exactly `durationMs`, and the content stays drawn while it
 * slides out. It locks the page's scrolling while shown.
 */
export function Sheet({
  open,
  onClose,
  label,
  labelledBy,
  durationMs,
  returnFocus,
  part,
  className,
  style,
  children,
  onPhase,
  placement,
}: SheetProps) {
  useStyles(sheetCss);
  useStyles(iconButtonCss); // its head's close button
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

  useScrollLock(phase !== 'closed');
  useModal(ref, {
    modal: phase === 'opening' || phase === 'open',
    onClose,
    returnFocus,
    initialFocus: firstInside,
  });

  return (
    <dialog
      ref={ref}
      part={part}
      className={`ik-sheet ${part}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-labelledby={label ? undefined : labelledBy}
      data-phase={phase}
      data-placement={placement}
      style={{ ...style, transitionDuration: `${durationMs}ms` }}
    >
      <div className="ik-sheet-inner">{children}</div>
    </dialog>
  );
}
