import type { ReactNode } from 'react';
import { Group, Message, type Common } from './field-parts';
import { useField } from './form-context';

export interface RadioGroupProps extends Common {
  options: readonly { value: string; label: string }[];
}

/** Radios under a legend (a yes/no opt-in). */
export function RadioGroup({ name, label, options }: RadioGroupProps) {
  const field = useField(name);
  return (
    <Group legend={label} id={field.id} error={field.error}>
      {options.map((o) => (
        <label key={o.value} className="ik-choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={field.value === o.value}
            {...field.aria}
            onChange={() => field.set(o.value)}
          />
          {o.label}
        </label>
      ))}
    </Group>
  );
}

/** One checkbox with its label (consent, a list to join), posted as 'true' or 'false'. */
export function Checkbox({ name, label }: Common) {
  const field = useField(name);
  return (
    <div className="ik-field" part="field">
      <label className="ik-choice">
        <input
          type="checkbox"
          name={name}
          checked={field.value === 'true'}
          {...field.aria}
          onChange={(e) => field.set(String(e.currentTarget.checked))}
        />
        {label}
      </label>
      <Message id={field.errorId} text={field.error} />
    </div>
  );
}

export interface CheckboxGroupProps extends Common {
  /** `after` follows the label, outside it (a terms link must not toggle the box). */
  options: readonly { value: string; label: string; after?: ReactNode }[];
}

/** Checkboxes whose ticked values make one list (partner consents). */
export function CheckboxGroup({ name, label, options }: CheckboxGroupProps) {
  const field = useField(name);
  const ticked = Array.isArray(field.value) ? field.value : [];
  return (
    <Group legend={label} id={field.id} error={field.error}>
      {options.map((o, i) => (
        <div key={o.value} className="ik-choice">
          <input
            type="checkbox"
            id={`${field.id}-${i}`}
            name={name}
            value={o.value}
            checked={ticked.includes(o.value)}
            {...field.aria}
            onChange={(e) =>
              field.set(
                e.currentTarget.checked
                  ? [...ticked, o.value]
                  : ticked.filter((value) => value !== o.value),
              )
            }
          />
          <label htmlFor={`${field.id}-${i}`}>{o.label}</label>
          {o.after}
        </div>
      ))}
    </Group>
  );
}
