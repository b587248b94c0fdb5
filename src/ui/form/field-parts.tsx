import type { ReactNode } from 'react';

/** What every field takes. */
export interface Common {
  name: string;
  label: string;
  /** Shown as "(optional)" after the label: required is the norm. */
  optional?: boolean;
  hint?: string;
}

export function Label({
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

export function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} part="field-error" className="ik-error">
      {text}
    </p>
  ) : null;
}

/** A group of controls under a legend, its message after them. */
export function Group(props: { legend: string; id: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="ik-field ik-group" part="field">
      <legend>{props.legend}</legend>
      {props.children}
      <Message id={`${props.id}-error`} text={props.error} />
    </fieldset>
  );
}
