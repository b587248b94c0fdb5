import { type ReactNode, type RefObject, memo, useDeferredValue, useId } from 'react';
import css from './drawer.css?inline';
import { useMotionMs } from './motion';
import { Sheet } from './Sheet';
import { SheetHead } from './SheetHead';
import { useStyles } from './styles';

/** The drawer's slide, in milliseconds (none under reduced motion). */
export const DRAWER_SLIDE_MS = 250;

export interface DrawerProps {
  open: boolean;
  /** Escape, the close button or the backdrop: the owner decides what closing means. */
  onClose: () => void;
  /** The visible title; it names the drawer unless `label` does. */
  title: string;
  /** A fuller accessible name than the title ("Room details: Lakeside Double"). */
  label?: string;
  /** Names the close button ("Close room details"); default "Close". */
  closeLabel?: string;
  /** Where focus goes back to; default what had focus when it opened (its opener). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The panel's `part` (`drawer` unless told) and the title's (`title`). */
  part?: string;
  titlePart?: string;
  className?: string;
  /** Actions kept in view at the foot ("Done"). */
  footer?: ReactNode;
  /**
   * `end` (unless told): a full-height panel from the inline end. `bottom`: a sheet rising from
   * the foot of the screen (a phone's booking summary), as tall as its content up to 85% of the
   * viewport, scrolling inside itself, clear of the device's safe-area insets.
   */
  placement?: 'end' | 'bottom';
  children: ReactNode;
}

/**
 * The kit's one drawer (EXAMPLES.md §6): a panel sliding in from the inline end, or rising
 * from the bottom (`placement="bottom"`), on a modal native `<dialog>` (Sheet, use-modal). Labelled by its title, focus into its content and
 * back to the opener, Escape, its close button or the backdrop close it, the page does not
 * scroll behind it, and it does not slide under reduced motion (`data-phase` says where it
 * is). Full width on a phone, `--ik-drawer-width` from 30 rem up; a bottom sheet is full
 * width, at most 85% of the viewport tall (`data-placement="bottom"`).
 *
 * Parts: `drawer` (or the `part` given), `head`, `title`, `close`, `drawer-body`,
 * `drawer-footer`. Tokens: see `drawer` in src/ui/parts.ts.
 */
export function Drawer(props: DrawerProps) {
  // Opening is drawn after the tap has been answered (issue 35 §2): the tap's own render
  // keeps the drawer as it was (the panel below bails out on the same props), and the panel,
  // its content, showModal and the focus move come in a render of their own, which yields.
  // Once open, and when closing, the drawer follows its props at once (typing in it is never
  // held back, and a drawer told to close is closed in that render).
  const deferred = useDeferredValue(props);
  const opening = props.open && !deferred.open;
  return <DrawerPanel {...(opening ? deferred : props)} />;
}

const DrawerPanel = memo(function DrawerPanel(props: DrawerProps) {
  useStyles(css);
  const durationMs = useMotionMs(DRAWER_SLIDE_MS);
  const titleId = useId();
  const { className, footer, placement } = props;
  return (
    <Sheet
      open={props.open}
      onClose={props.onClose}
      label={props.label}
      labelledBy={titleId}
      durationMs={durationMs}
      returnFocus={props.returnFocus}
      part={props.part ?? 'drawer'}
      className={`ik-drawer${placement === 'bottom' ? ' ik-drawer-bottom' : ''}${className ? ` ${className}` : ''}`}
      placement={placement}
    >
      <SheetHead
        title={props.title}
        titleId={titleId}
        titlePart={props.titlePart}
        closeLabel={props.closeLabel ?? 'Close'}
        onClose={props.onClose}
      />
      <div data-content className="ik-drawer-body" part="drawer-body">
        {props.children}
      </div>
      {footer ? (
        <div className="ik-drawer-footer" part="drawer-footer">
          {footer}
        </div>
      ) : null}
    </Sheet>
  );
});
