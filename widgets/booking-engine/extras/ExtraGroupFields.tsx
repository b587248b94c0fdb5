import { useId } from 'react';
import type { ExtraGroup } from '../../../src/domain/extra-groups';
import { formatMoney } from '../../../src/domain/format-money';

export interface GroupInput {
  choice: number | null;
  text: string;
  picked: string[];
}

interface FieldsProps {
  group: ExtraGroup;
  input: GroupInput;
  onInput: (next: GroupInput) => void;
  invalid: boolean;
  errorId: string;
  maxLength: number;
}

/** The fields of one extras group: radios, a note, checkboxes, or nothing for a plain extra. */
export function ExtraGroupFields({
  group,
  input,
  onInput,
  invalid,
  errorId,
  maxLength,
}: FieldsProps) {
  const name = useId();
  const described = invalid ? errorId : undefined;
  if (group.kind === 'simple') return null;
  if (group.kind === 'note') {
    return (
      <div className="field">
        <label htmlFor={name}>Your note (required)</label>
        <textarea
          id={name}
          rows={3}
          maxLength={maxLength}
          required
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          value={input.text}
          onChange={(e) => onInput({ ...input, text: e.target.value })}
        />
      </div>
    );
  }
  const legend =
    group.kind === 'choice' ? `Choose one (required)` : 'Tick all that apply (at least one)';
  return (
    <fieldset className="field" aria-invalid={invalid || undefined} aria-describedby={described}>
      <legend>{legend}</legend>
      {group.kind === 'choice'
        ? group.choices.map((choice, index) => (
            <label key={choice.label} className="option">
              <input
                type="radio"
                name={name}
                required
                checked={input.choice === index}
                onChange={() => onInput({ ...input, choice: index })}
              />
              {choice.label}
              {choice.comment === null && choice.service.Price > 0
                ? ` (${formatMoney(choice.service.Price)})`
                : ''}
            </label>
          ))
        : group.options.map((option) => (
            <label key={option} className="option">
              <input
                type="checkbox"
                checked={input.picked.includes(option)}
                onChange={(e) =>
                  onInput({
                    ...input,
                    picked: e.target.checked
                      ? [...input.picked, option]
                      : input.picked.filter((p) => p !== option),
                  })
                }
              />
              {option}
            </label>
          ))}
    </fieldset>
  );
}
