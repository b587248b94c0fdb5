import { type RefObject, useLayoutEffect, useRef } from 'react';
import { lockScroll } from '../core/scroll-lock';
import { deepActiveElement } from './deep-active-element';

export interface ModalOptions {
  /** Whether the dialog is shown as a modal now. */
  modal: boolean;
  /** Escape, or a click on the backdrop: the owner decides what closing means. */
  onClose: () => void;
  /** Where focus goes back to once it closes; default: what had focus when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** What takes focus when it opens; default: the browser's own choice (`showModal()`). */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  /** A click on the backdrop closes it (not for a notice that must be answered). */
  closeOnBackdrop?: boolean;
}

/**
 * The one modal behaviour behind every overlay of the kit (Drawer, Dialog, and the panels on
 * Sheet), on the native `<dialog>` and `showModal()` (EXAMPLES.md §6): it renders in the
 * element's shadow root, the browser keeps focus inside and makes the page inert; focus goes
 * in on opening and back to the opener on closing; Escape and (optionally) the backdrop ask
 * the owner to close. The dialog must fill only its panel, its padding inside a child, so a
 * click on the dialog element itself is a click on the backdrop.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, options: ModalOptions): void {
  const { modal, returnFocus, initialFocus, onClose, closeOnBackdrop = true } = options;
  const opener = useRef<HTMLElement | null>(null);
  const focusFirst = useRef(initialFocus);
  focusFirst.current = initialFocus;

  // A layout effect: the dialog opens in the same frame as the state that opens it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal && !dialog.open) {
      opener.current = returnFocus?.current ?? (deepActiveElement() as HTMLElement | null);
      dialog.showModal();
      focusFirst.current?.(dialog)?.focus();
    } else if (!modal && dialog.open) {
      dialog.close();
      (returnFocus?.current ?? opener.current)?.focus?.();
      opener.current = null;
    }
  }, [modal, ref, returnFocus]);

  // Also a layout effect: Escape pressed as soon as the dialog shows, before a passive effect
  // would have run, must close it through onClose (the native close would leave React's state
  // and the scroll lock behind).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onClick = (event: MouseEvent) => {
      if (closeOnBackdrop && event.target === dialog) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref, onClose, closeOnBackdrop]);
}

/** Stop the page scrolling while `active` (locks nest, see core/scroll-lock). */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);
}
