import { useCallback, useRef } from 'react';
import { usePanelWanted } from './LazySlotPanel';
import { useMotionMs } from './motion';
import { useOpenAttribute } from './use-open-attribute';

/**
 * What a toggled panel element (the slide menu, the nav overlay) shares before it draws: its
 * name ("Menu" unless labelled), the open state held in its `open` attribute, whether the
 * panel's code is wanted yet (`want` on the guest's first reach for the toggle), the motion's
 * length (0 under reduced motion), the toggle that takes focus back, and `close`.
 */
export function usePanelToggle(
  label: string | undefined,
  openProp: boolean | undefined,
  motionMs: number,
) {
  const name = label || 'Menu';
  const [open, setOpen] = useOpenAttribute(openProp);
  const [wanted, want] = usePanelWanted(open);
  const durationMs = useMotionMs(motionMs);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return { name, open, setOpen, wanted, want, durationMs, toggle, close };
}
