import { type ReactNode, useEffect, useId, useRef } from 'react';
import { deepActiveElement } from './deep-active-element';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, or a close button: the owner decides what closing means. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a notice that interrupts the guest. */
  role?: 'dialog' | 'alertdialog';
  /** `drawer` slides in from the side (the booking engine's drawers). */
  variant?: 'modal' | 'drawer';
}

/**
 * A modal on the native `<dialog>` (`showModal()`): it renders inside the element's shadow
 * root, traps focus, closes on Escape, and gives focus back to where it was.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  variant = 'modal',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = deepActiveElement();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      (returnTo.current as HTMLElement | null)?.focus?.();
      returnTo.current = null;
    }
  }, [open]);

  // A dialog whose message changes while open (the warning becoming the expiry notice) is
  // shown afresh: screen readers announce it, and focus moves to its new buttons.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog?.open) {
      dialog.close();
      dialog.showModal();
    }
  }, [title]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      part="dialog"
      role={role}
      aria-labelledby={titleId}
      className={variant === 'drawer' ? 'ik-dialog ik-drawer' : 'ik-dialog'}
    >
      <h2 id={titleId} part="dialog-title" className="ik-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
