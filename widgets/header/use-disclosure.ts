import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface Disclosure<Panel extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The button that shows and hides the panel (focus comes back to it on Escape). */
  button: RefObject<HTMLButtonElement | null>;
  /** The panel: its first link takes the focus when it opens. */
  panel: RefObject<Panel | null>;
}

/**
 * A disclosure (WAI-ARIA APG) for the header's menu button: opening moves the focus to the
 * panel's first link; Escape closes it and returns the focus to the button; a click or the
 * focus going anywhere outside the button and panel closes it quietly.
 */
export function useDisclosure<Panel extends HTMLElement>(): Disclosure<Panel> {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  // A layout effect: the listeners are in place in the same task as the open panel is drawn,
  // so a click outside right after opening closes it (an effect ran only after the paint).
  useLayoutEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const inside = (path: EventTarget[]) =>
      path.some((node) => node === button.current || node === panel.current);
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.composedPath())) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    // On the shadow root: focus moving inside it never reaches the document as an event.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !(button.current?.contains(next) || panel.current?.contains(next))) {
        setOpen(false);
      }
    };
    const root = button.current?.getRootNode() as ShadowRoot | Document | undefined;
    document.addEventListener('pointerdown', onPointer);
    root?.addEventListener('focusout', onFocusOut as EventListener);
    root?.addEventListener('keydown', onKey as EventListener);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('focusout', onFocusOut as EventListener);
      root?.removeEventListener('keydown', onKey as EventListener);
    };
  }, [open]);

  return { open, toggle, close, button, panel };
}
