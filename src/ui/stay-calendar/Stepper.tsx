import { useId } from 'react';

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Small print under the label (who counts as what). */
  note?: string | null;
  /** The counted thing, singular, for the button names ("Add an adult"). */
  one: string;
  onChange: (value: number) => void;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * A − value + stepper: a labelled group whose buttons say what they do ("Remove an adult"),
 * with the value announced politely when it changes. Buttons at a limit are disabled.
 */
export function Stepper({ label, value, min, max, note, one, onChange }: StepperProps) {
  const id = useId();
  return (
    <div
      part="stepper"
      className="stepper"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={note ? `${id}-note` : undefined}
    >
      <span className="stepper__text">
        <span id={`${id}-label`} className="stepper__label">
          {label}
        </span>
        {note ? (
          <span id={`${id}-note`} className="stepper__note">
            {note}
          </span>
        ) : null}
      </span>
      <span className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
          <span className="ik-visually-hidden">{`Remove ${article(one)} ${one}`}</span>
        </button>
        <output className="stepper__value" aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </output>
        <button
          type="button"
          className="stepper__button"
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="ik-visually-hidden">{`Add ${article(one)} ${one}`}</span>
        </button>
      </span>
    </div>
  );
}
