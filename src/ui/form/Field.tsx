// Every field kind of the forms in one module on purpose: the forms share it as one chunk. Split
// one per file, rollup makes a chunk per set of forms using each file, and the extra chunks'
// requests and gzip overhead put three form pages over their 36 kB budget (bench/size.mjs).

import type { ReactNode } from 'react';
import { useField } from './form-context';

interface Common {
  name: string;
  label: string;
  /** Shown as "(optional)" after the label: required is the norm. */
  optional?: boolean;
  hint?: string;
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor?: string;
  label: string;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {optional ? <span className="ik-optional"> (optional)</span> : null}
    </label>
  );
}

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} part="field-error" className="ik-error">
      {text}
    </p>
  ) : null;
}

export interface TextFieldProps extends Common {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  multiline?: boolean;
  min?: string;
  max?: string;
}

/** A labelled input or textarea with its message beside it. */
export function TextField(props: TextFieldProps) {
  const { name, label, optional, type = 'text', multiline } = props;
  const field = useField(name);
  const common = {
    id: field.id,
    name,
    part: 'input',
    value: String(field.value ?? ''),
    required: !optional,
    ...field.aria,
    // onChange: React's per-keystroke event; preact/compat maps it to `input` for text.
    onChange: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      field.set(e.currentTarget.value),
  };
  return (
    <div className="ik-field" part="field">
      <Label htmlFor={field.id} label={label} optional={optional} />
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input
          type={type}
          autoComplete={props.autoComplete}
          min={props.min}
          max={props.max}
          {...common}
        />
      )}
      <Message id={field.errorId} text={field.error} />
    </div>
  );
}

export interface SelectFieldProps extends Common {
  options: readonly (string | { value: string; label: string })[];
  /** The first, empty choice ("Please choose"); none when the field has a default. */
  placeholder?: string;
}

/** A labelled select. */
export function SelectField(props: SelectFieldProps) {
  const { name, label, optional, options, placeholder } = props;
  const field = useField(name);
  return (
    <div className="ik-field" part="field">
      <Label htmlFor={field.id} label={label} optional={optional} />
      <select
        id={field.id}
        name={name}
        part="input"
        required={!optional}
        value={String(field.value ?? '')}
        {...field.aria}
        onChange={(e) => field.set(e.currentTarget.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Message id={field.errorId} text={field.error} />
    </div>
  );
}

/** A group of controls under a legend, its message after them. */
function Group(props: { legend: string; id: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="ik-field ik-group" part="field">
      <legend>{props.legend}</legend>
      {props.children}
      <Message id={`${props.id}-error`} text={props.error} />
    </fieldset>
  );
}

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
