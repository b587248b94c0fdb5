import type { ButtonHTMLAttributes, MouseEvent, ReactNode, RefObject } from 'react';
import css from './button.css?inline';
import { useStyles } from './styles';

/** How loud a button is: one `primary` per view, `link` for an action that reads as text. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `secondary` (outlined) unless told. */
  variant?: ButtonVariant;
  /** Working (sending, adding…): shows `busyLabel`, keeps its width, ignores clicks. */
  busy?: boolean;
  /** What the button says while busy ("Sending…"). */
  busyLabel?: ReactNode;
  /** `button` unless told (a form's own submit says `submit`). */
  type?: 'button' | 'submit' | 'reset';
  /** The `part` a page may restyle (`button` unless told). */
  part?: string;
  /** The button element, for an owner that returns focus to it (a panel's toggle). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The kit's button (EXAMPLES.md §2). Variants primary, secondary, quiet and link. While
 * `busy` it says `busyLabel`, is `aria-disabled` (not `disabled`: it keeps the guest's focus)
 * and ignores clicks; its usual words stay in place, hidden, under the busy label, so the
 * button keeps its width without measuring anything (light enough for the preact islands).
 * At least 24 px square everywhere and 44 px tall on touch screens.
 *
 * Parts: `button` (or the `part` given).
 * Tokens: --ik-color-primary, --ik-color-on-primary, --ik-color-text, --ik-color-surface,
 * --ik-radius-sm, --ik-space-2, --ik-space-4, --ik-control-height, --ik-target-min,
 * --ik-duration-fast, --ik-easing.
 */
export function Button({
  variant = 'secondary',
  busy = false,
  busyLabel,
  type = 'button',
  part = 'button',
  className,
  onClick,
  buttonRef,
  children,
  ...rest
}: ButtonProps) {
  useStyles(css);
  const off = busy || String(rest['aria-disabled']) === 'true';
  return (
    <button
      {...rest}
      ref={buttonRef}
      type={type}
      part={part}
      className={className ? `ik-button ${className}` : 'ik-button'}
      data-variant={variant}
      data-busy={busy || undefined}
      aria-disabled={off || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) =>
        off ? event.preventDefault() : onClick?.(event)
      }
    >
      {busy && busyLabel !== undefined ? (
        <span className="ik-button-stack">
          <span aria-hidden="true">{children}</span>
          <span>{busyLabel}</span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}
