import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { FieldIssue } from '../../../../src/domain/issues-by-field';

/** What a form says after sending: a success (role status) or an error (role alert). */
export type Outcome = { ok: boolean; message: string } | null;

/** The message for each field, keyed by the last key of the issue's path (its leaf name). */
export function leafErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.at(-1)?.key;
    if (typeof key === 'string') errors[key] ??= issue.message;
  }
  return errors;
}

export interface FieldOptions {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
}

/**
 * A small account form: values kept across failures, a message beside each field, focus on
 * the first invalid field after a refused submit, and one send at a time (a second submit in
 * the same task is ignored: the flag is a ref, set at once).
 */
export function useAccountForm<F extends string>(initial: Record<F, string>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Runs `send` once the fields pass `check`; its outcome is shown unless it returns void. */
  const submit =
    (check: () => Record<string, string>, send: () => Promise<Outcome | void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      const found = check();
      setErrors(found);
      if (Object.keys(found).length) {
        setRefusals((n) => n + 1);
        return;
      }
      sending.current = true;
      setBusy(true);
      setOutcome(null);
      try {
        const result = await send();
        if (result !== undefined) setOutcome(result);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    };

  const field = (name: F, label: string, options: FieldOptions = {}) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const described = [error ? `${inputId}-error` : '', options.hint ? `${inputId}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field" part="field">
        <label htmlFor={inputId}>
          {label}
          {options.optional ? <span className="ik-optional"> (optional)</span> : null}
        </label>
        <input
          id={inputId}
          part="input"
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          required={!options.optional}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((current) => ({ ...current, [name]: value }));
          }}
        />
        {options.hint ? (
          <p id={`${inputId}-hint`} className="hint">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} className="ik-error" part="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return { id, formRef, values, setValues, busy, outcome, setOutcome, submit, field };
}

/** The form's one live message: an alert for a failure, a status for a success. */
export function FormMessage({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="alert" className="ik-error" part="error">
        {outcome && !outcome.ok ? outcome.message : ''}
      </p>
      {outcome?.ok && outcome.message ? (
        <p role="status" part="success">
          {outcome.message}
        </p>
      ) : null}
    </>
  );
}

export type FormRef = RefObject<HTMLFormElement | null>;

/**
 * An account form's submit button: `aria-disabled`, not `disabled`, while sending (it keeps
 * the guest's focus), and its label says what is happening.
 */
export function SubmitButton(props: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The screen's main action (`data-primary`). */
  primary?: boolean;
  part?: string;
}) {
  return (
    <button
      type="submit"
      part={props.part}
      className="ik-button"
      data-primary={props.primary || undefined}
      aria-disabled={props.busy || undefined}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
