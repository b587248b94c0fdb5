import { useId } from 'react';
import type { ExtraGroup } from '../../../src/domain/cart/extra-groups';
import { formatMoney } from '../../../src/domain/format/format-money';
import { ChoiceField, FieldFrame, FieldGroup } from '../../../src/ui/form/Field';

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

/**
 * The fields of one extras group on the kit's field stack: radios, a note, checkboxes, or
 * nothing for a plain extra. The group's message is said by its form (ExtraGroupForm), so the
 * fields only point at it.
 */
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
      <FieldFrame id={name} label="Your note (required)">
        {(aria) => (
          <textarea
            {...aria}
            part="input"
            rows={3}
            maxLength={maxLength}
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            value={input.text}
            onChange={(e) => onInput({ ...input, text: e.target.value })}
          />
        )}
      </FieldFrame>
    );
  }
  const legend =
    group.kind === 'choice' ? `Choose one (required)` : 'Tick all that apply (at least one)';
  return (
    <FieldGroup legend={legend} invalid={invalid} describedBy={described}>
      {group.kind === 'choice'
        ? group.choices.map((choice, index) => (
            <ChoiceField
              key={choice.label}
              type="radio"
              name={name}
              required
              checked={input.choice === index}
              onChange={() => onInput({ ...input, choice: index })}
              label={
                choice.label +
                (choice.comment === null && choice.service.Price > 0
                  ? ` (${formatMoney(choice.service.Price)})`
                  : '')
              }
            />
          ))
        : group.options.map((option) => (
            <ChoiceField
              key={option}
              checked={input.picked.includes(option)}
              onChange={(e) =>
                onInput({
                  ...input,
                  picked: e.currentTarget.checked
                    ? [...input.picked, option]
                    : input.picked.filter((p) => p !== option),
                })
              }
              label={option}
            />
          ))}
    </FieldGroup>
  );
}
