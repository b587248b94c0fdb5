import type { CSSProperties, RefObject } from 'react';
import type { PanelPhase } from '../domain/public/panel-phase';
import { Sheet } from './Sheet';
import { SheetHead } from './SheetHead';

export interface SlotPanelProps {
  open: boolean;
  onClose: () => void;
  /** The panel's heading, which also names it. */
  title: string;
  /** Names the close button ("Close menu"). */
  closeLabel: string;
  durationMs: number;
  /** The toggle that opened it: focus goes back there on closing. */
  returnFocus: RefObject<HTMLElement | null>;
  /** The panel's `part` and class. */
  part: string;
  style?: CSSProperties;
  /** A class for the content around the element's default slot. */
  contentClass?: string;
  onPhase?: (phase: PanelPhase) => void;
}

/**
 * The page furniture's panel (slide menu, quick-book, navigation overlay): a Sheet with its
 * heading and close button around the element's default slot. Its code loads only when the
 * guest reaches for the toggle (LazySlotPanel), not with the page.
 */
export function SlotPanel({ title, closeLabel, contentClass, onClose, ...sheet }: SlotPanelProps) {
  return (
    <Sheet {...sheet} onClose={onClose} label={title}>
      <SheetHead title={title} closeLabel={closeLabel} onClose={onClose} />
      <div data-content className={contentClass}>
        <slot />
      </div>
    </Sheet>
  );
}
