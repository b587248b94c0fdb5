import { Button } from '../Button';

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Off for another reason than sending (nothing ticked yet): also `aria-disabled`. */
  disabled?: boolean;
  /** The form's main action (primary) unless told (`secondary`). */
  variant?: 'primary' | 'secondary';
  /** `submit` unless told. */
  part?: string;
}

/**
 * A form's submit button, the one way every form says it is sending: `aria-disabled` (not
 * `disabled`: it keeps the guest's focus), its label says what is happening, its width stays.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
  variant = 'primary',
  part = 'submit',
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      part={part}
      variant={variant}
      busy={busy}
      busyLabel={busyLabel}
      aria-disabled={disabled || undefined}
    >
      {label}
    </Button>
  );
}
