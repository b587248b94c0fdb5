import type { ReactNode } from 'react';
import css from './choice-group.css?inline';
import { useStyles } from './styles';

export interface ChoiceGroupProps<T> {
  /** What is chosen ("Choose a value", "Rates for Lakeside Double"): the group's name. */
  legend: string;
  /** Keep the legend for assistive technology only (the card's heading already says it). */
  legendHidden?: boolean;
  /** The radios' `name`, unique in the shadow root. */
  name: string;
  options: readonly T[];
  /** The option's value. */
  valueOf: (option: T) => string;
  /** The chosen option's value ('' for none). */
  chosen: string;
  onChoose(value: string): void;
  /** The option's content beside its radio. */
  render: (option: T, checked: boolean) => ReactNode;
  /** The first radio's id (a field label or an error summary points at it). */
  id?: string;
  /** An error said under the options, and tied to every radio. */
  error?: string;
  /** The radio's own accessible name, when the card's words are too long to be it. */
  labelOf?: (option: T) => string;
  /** The id of words that describe the option (its terms), read after its name. */
  describedByOf?: (option: T) => string | undefined;
  /**
   * Options past the first `beyond` carry `data-beyond` (the chosen one excepted), for the
   * owner's stylesheet to fold away on a phone ("See 2 more rates").
   */
  beyond?: number;
  /** Where the radios go: `className` on the fieldset, `listClassName` on their list. */
  className?: string;
  listClassName?: string;
  optionClassName?: string;
  part?: string;
  optionPart?: string;
  /** Extra content after the options, inside the group ("See 2 more rates"). */
  after?: ReactNode;
}

/**
 * Options to choose one of, each a labelled card with its radio, under one legend: arrow keys
 * move between them as radios do, the chosen one carries `data-checked` and a 2 px outline
 * (not colour alone), and focus shows a ring round the whole card. Gift card values and a
 * room's rates are built on it.
 *
 * Parts: the `part` given (the fieldset), `optionPart` (each option). Tokens: --ik-color-border,
 * --ik-color-primary, --ik-color-surface, --ik-radius-md, --ik-space-2, --ik-space-3,
 * --ik-focus-ring.
 */
export function ChoiceGroup<T>({
  legend,
  legendHidden,
  name,
  options,
  valueOf,
  chosen,
  onChoose,
  render,
  id,
  error,
  labelOf,
  describedByOf,
  beyond,
  className,
  listClassName,
  optionClassName,
  part,
  optionPart,
  after,
}: ChoiceGroupProps<T>) {
  useStyles(css);
  const errorId = id ? `${id}-error` : undefined;
  return (
    <fieldset className={`ik-choice-group ${className ?? ''}`.trim()} part={part}>
      <legend className={legendHidden ? 'ik-visually-hidden' : undefined}>{legend}</legend>
      <div className={`ik-choice-group__list ${listClassName ?? ''}`.trim()}>
        {options.map((option, index) => {
          const value = valueOf(option);
          const checked = chosen === value;
          const folded = beyond !== undefined && index >= beyond && !checked;
          const describedBy = [describedByOf?.(option), error ? errorId : undefined]
            .filter(Boolean)
            .join(' ');
          return (
            <label
              key={value}
              className={`ik-choice-card ${optionClassName ?? ''}`.trim()}
              part={optionPart}
              data-checked={checked || undefined}
              data-beyond={folded || undefined}
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={name}
                value={value}
                checked={checked}
                aria-label={labelOf?.(option)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={() => onChoose(value)}
              />
              {render(option, checked)}
            </label>
          );
        })}
      </div>
      {after}
      {error ? (
        <p id={errorId} part="field-error" className="ik-error ik-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
