import { type RefObject, useCallback, useRef } from 'react';
import { usePanelWanted } from './LazySlotPanel';
import { useMotionMs } from './motion';
import { useOpenAttribute } from './use-open-attribute';

/**
 * What a panel element and its toggle start from (the slide menu, the nav overlay, quick
 * book): `open` held in the element's attribute (`setOpen`, `close`), `wanted` once the guest
 * reaches for the toggle (`want`, so the panel's code loads early), the motion's `durationMs`
 * (`motionMs`, or 0 under reduced motion) and the `toggle` that focus returns to.
 */
export function usePanelToggle(
  openProp: boolean | undefined,
  motionMs: number,
): [
  open: boolean,
  setOpen: (open: boolean) => void,
  wanted: boolean,
  want: () => void,
  durationMs: number,
  toggle: RefObject<HTMLButtonElement | null>,
  close: () => void,
] {
  const [open, setOpen] = useOpenAttribute(openProp);
  const [wanted, want] = usePanelWanted(open);
  const durationMs = useMotionMs(motionMs);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // A tuple, as React's own hooks: its names are the caller's, and cost no bytes (an object's
  // keys are written out at every call).
  return [open, setOpen, wanted, want, durationMs, toggle, close];
}
