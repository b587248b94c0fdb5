import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import css from './dialog.css?inline';
import { useStyles } from './styles';
import { useModal, useScrollLock } from './use-modal';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop, or a button of the owner's: the owner decides what closing means. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a notice that interrupts the guest (the backdrop does not close it). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes once it closes, when that is not where it was (the outcome of what the
   * dialog confirmed, its opener gone): read as it closes; empty, the opener takes it back.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The kit's one centred modal (EXAMPLES.md §6), on the native `<dialog>` (see use-modal):
 * labelled by its title, it renders inside the element's shadow root, keeps focus inside,
 * closes on Escape and on the backdrop, locks the page's scrolling, gives focus back to where
 * it was, and fades in unless the guest prefers reduced motion.
 *
 * Parts: `dialog`, `dialog-title`. Tokens: see `dialog` in src/ui/parts.ts.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  returnFocus,
}: DialogProps) {
  useStyles(css);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useModal(ref, { modal: open, onClose, returnFocus, closeOnBackdrop: role === 'dialog' });

  // A dialog whose message changes while open (the warning becoming the expiry notice) is
  // shown afresh: screen readers announce it, and focus moves to its new buttons.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog?.open) {
      dialog.close();
      dialog.showModal();
    }
  }, [title]);

  return (
    <dialog ref={ref} part="dialog" role={role} aria-labelledby={titleId} className="ik-dialog">
      <div className="ik-dialog-inner">
        <h2 id={titleId} part="dialog-title" className="ik-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
