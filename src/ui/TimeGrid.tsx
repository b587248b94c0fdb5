import type { Ref } from 'react';
import css from './time-grid.css?inline';
import { useStyles } from './styles';

/** One time to choose: its value, its `HH:mm`, and a short note under it ("5 places left"). */
export interface TimeOption {
  value: string;
  time: string;
  note?: string;
  /** Full or started: shown, said in its note, not choosable. */
  disabled?: boolean;
}

export interface TimeGridProps {
  /** What is chosen ("Times on 3 December, 2026"): the group's name. */
  legend: string;
  /** The radios' `name`, unique in the shadow root. */
  name: string;
  times: readonly TimeOption[];
  /** The chosen time's value ('' for none). */
  chosen: string;
  onChoose(value: string): void;
  /** An error said under the times and tied to the group ("Please choose a time."). */
  error?: string;
  /** The error's id (unique in the shadow root) when there is one. */
  errorId?: string;
  /** The fieldset's `part` (`time-grid` unless told). */
  part?: string;
  /** Each time's `part` (`time` unless told). */
  optionPart?: string;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * A compact grid of times to choose one of: radios under one legend, so Tab enters the group
 * once and the arrow keys move between times. Each time says its note in words ("Fully
 * booked" too, never colour or a strike alone); the chosen one has a 2 px border, bold type
 * and a tick. The spa drawer and every activity screen use it.
 *
 * Parts: `time-grid` (or the `part` given), `time` (each time, or the `optionPart` given),
 * `time-note`. Tokens: see
 * `time-grid` in src/ui/parts.ts.
 */
export function TimeGrid(props: TimeGridProps) {
  useStyles(css);
  const { name, chosen, error, errorId } = props;
  return (
    <fieldset
      ref={props.groupRef}
      className="ik-time-grid"
      part={props.part ?? 'time-grid'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ik-time-grid__legend">{props.legend}</legend>
      <div className="ik-time-grid__list">
        {props.times.map((option) => (
          <label
            key={option.value}
            className="ik-time"
            part={props.optionPart ?? 'time'}
            data-checked={chosen === option.value || undefined}
            data-disabled={option.disabled || undefined}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              disabled={option.disabled}
              onChange={() => props.onChoose(option.value)}
            />
            <span className="ik-time__text">
              <span className="ik-time__time">{option.time}</span>
              {option.note ? (
                <span className="ik-time__note" part="time-note">
                  {option.note}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} part="field-error" className="ik-error ik-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
