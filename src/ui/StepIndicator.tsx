import { BOOKING_STEPS, type BookingStep } from '../domain/routes/booking-steps';
import css from './step-indicator.css?inline';
import { useStyles } from './styles';

export interface StepIndicatorProps {
  /** The step the guest is on. */
  current: BookingStep;
  /** Names the list for screen readers ("Booking progress" unless told). */
  label?: string;
}

/**
 * Where the guest is in the booking: stay → extras → your details → payment → confirmed, as an
 * ordered list in a labelled navigation landmark. The current step has `aria-current="step"`;
 * each step says in words whether it is done, current or to come (a tick and a number show
 * it too, never colour alone). On a narrow screen only the current step's name is shown;
 * the others keep theirs for screen readers.
 *
 * Parts: `steps`, `step`. Tokens: see `step-indicator` in src/ui/parts.ts.
 */
export function StepIndicator({ current, label = 'Booking progress' }: StepIndicatorProps) {
  useStyles(css);
  const at = BOOKING_STEPS.findIndex((s) => s.id === current);
  return (
    <nav className="ik-steps" part="steps" aria-label={label}>
      <ol>
        {BOOKING_STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'next';
          return (
            <li
              key={step.id}
              className="ik-step"
              part="step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="ik-step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="ik-step-label">
                {step.label}
                <span className="ik-visually-hidden">
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
