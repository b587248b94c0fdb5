// Every field kind of the forms in one module on purpose: the forms share it as one chunk. Split
// one per file, rollup makes a chunk per set of forms using each file, and the extra chunks'
// requests and gzip overhead put three form pages over their 36 kB budget (bench/size.mjs).

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useStyles } from '../styles';
import css from './field.css?inline';
import { useField } from './form-context';

interface Common {
  name: string;
  label: string;
  /** Shown as "(optional)" after the label: required is the norm. */
  optional?: boolean;
  /** Said under the label, before the control, and read with it (aria-describedby). */
  hint?: string;
}

/** What a field's control carries: its id and the ids of the words that describe it. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** The control's id; the hint and message ids derive from it. */
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** The field's message; the control is marked invalid while there is one. */
  error?: string | null;
  /** The control, given its id and aria attributes. */
  children: (aria: ControlAria) => ReactNode;
}

/**
 * The one field markup of the kit (EXAMPLES.md §1): label, hint, control, message, with
 * `aria-describedby` naming the hint and the message. Every text, email, password, tel, date,
 * select and textarea field of every form renders through it.
 *
 * Parts: `field`, `input` (set by the control), `field-hint`, `field-error`.
 * Tokens: see `field` in src/ui/parts.ts.
 */
export function FieldFrame({ id, label, optional, hint: given, error, children }: FieldFrameProps) {
  useStyles(css);
  // The rule is said once: a message that repeats the hint (the password rules) takes its place.
  const hint = given !== undefined && given === error ? undefined : given;
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const described = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className="ik-field" part="field" data-invalid={error ? '' : undefined}>
      <Label htmlFor={id} label={label} optional={optional} />
      {hint ? (
        <p id={hintId} className="ik-hint" part="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      <Message id={`${id}-error`} text={error ?? undefined} />
    </div>
  );
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor?: string;
  label: ReactNode;
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
    <p id={id} part="field-error" className="ik-error ik-field-error">
      {text}
    </p>
  ) : null;
}

export interface TextFieldProps extends Common {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  multiline?: boolean;
  min?: string;
  max?: string;
}

/** A labelled input or textarea with its hint and message. */
export function TextField(props: TextFieldProps) {
  const { name, label, optional, hint, type = 'text', multiline } = props;
  const field = useField(name);
  return (
    <FieldFrame id={field.id} label={label} optional={optional} hint={hint} error={field.error}>
      {(aria) => {
        const common = {
          ...aria,
          name,
          part: 'input',
          value: String(field.value ?? ''),
          required: !optional,
          // onChange: React's per-keystroke event; preact/compat maps it to `input` for text.
          onChange: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
            field.set(e.currentTarget.value),
        };
        return multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input
            type={type}
            autoComplete={props.autoComplete}
            min={props.min}
            max={props.max}
            {...common}
          />
        );
      }}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Common {
  options: readonly (string | { value: string; label: string })[];
  /** The first, empty choice ("Please choose"); none when the field has a default. */
  placeholder?: string;
}

/** A labelled select. */
export function SelectField(props: SelectFieldProps) {
  const { name, label, optional, hint, options, placeholder } = props;
  const field = useField(name);
  return (
    <FieldFrame id={field.id} label={label} optional={optional} hint={hint} error={field.error}>
      {(aria) => (
        <select
          {...aria}
          name={name}
          part="input"
          required={!optional}
          value={String(field.value ?? '')}
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
      )}
    </FieldFrame>
  );
}

export interface FieldGroupProps {
  legend: ReactNode;
  /** The id its message derives from (`<id>-error`); no message without it. */
  id?: string;
  error?: string;
  /** Marked invalid by a form that says its message elsewhere (an extra's Add). */
  invalid?: boolean;
  /** The ids of words elsewhere that describe the group (that message). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A group of controls (radios, checkboxes as `ChoiceField`s) under a legend, its message after
 * them; an invalid group is marked along its edge as well as in words.
 */
export function FieldGroup({ legend, id, error, invalid, describedBy, children }: FieldGroupProps) {
  useStyles(css);
  return (
    <fieldset
      className="ik-field ik-group"
      part="field"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend>{legend}</legend>
      {children}
      {id ? <Message id={`${id}-error`} text={error} /> : null}
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
    <FieldGroup legend={label} id={field.id} error={field.error}>
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
    </FieldGroup>
  );
}

/** One checkbox with its label (consent, a list to join), posted as 'true' or 'false'. */
export function Checkbox({ name, label }: Common) {
  useStyles(css);
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
    <FieldGroup legend={label} id={field.id} error={field.error}>
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
    </FieldGroup>
  );
}

export interface ChoiceFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
}

/**
 * One checkbox or radio with its words beside it (on a phone too), for a form that keeps its
 * own values (a marketing opt-in, an extra's options).
 */
export function ChoiceField({ type = 'checkbox', label, ...input }: ChoiceFieldProps) {
  useStyles(css);
  return (
    <label className="ik-choice">
      <input type={type} {...input} />
      <span>{label}</span>
    </label>
  );
}
