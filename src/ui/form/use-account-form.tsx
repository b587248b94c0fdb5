import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FieldIssue } from '../../domain/forms/issues-by-field';
import { useStyles } from '../styles';
import { FieldFrame } from './Field';
import { type DetailedIssue, plainMessage } from '../../domain/forms/plain-message';
import formCss from './form.css?inline';

/** What a form says after sending: a success (role status) or an error (role alert). */
export type Outcome = { ok: boolean; message: string } | null;

/**
 * The message for each field, keyed by the last key of the issue's path (its leaf name), in
 * plain words (`plainMessage`).
 */
export function leafErrors(
  issues: readonly (FieldIssue & DetailedIssue)[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.at(-1)?.key;
    if (typeof key === 'string') errors[key] ??= plainMessage(issue);
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
 * A small form that keeps its own values (the account forms, the login form, password reset):
 * values kept across failures, a message beside each field, focus on the first invalid field
 * (or the error summary) after a refused submit, and one send at a time (a second submit in the same task is
 * ignored: the flag is a ref, set at once). Its fields render through the kit's FieldFrame.
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  /** A long form (registration) shows an ErrorSummary, which takes the focus instead. */
  options: { errorSummary?: boolean } = {},
) {
  useStyles(formCss);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValueState] = useState(initial);
  // What the fields hold now, updated in the input handler itself: a submit in the same task
  // as autofill (preact/compat renders later) reads what was typed, never the last render's.
  const latest = useRef(values);
  const setValues = (next: Record<F, string>) => {
    latest.current = next;
    setValueState(next);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useRef(false);

  // A layout effect: focus moves in the same frame as the messages appear (as in FormShell).
  useLayoutEffect(() => {
    if (refusals && !options.errorSummary)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, options.errorSummary]);

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

  const field = (name: F, label: string, options: FieldOptions = {}) => (
    <FieldFrame
      id={`${id}-${name}`}
      label={label}
      optional={options.optional}
      hint={options.hint}
      error={errors[name]}
    >
      {(aria) => (
        <input
          {...aria}
          part="input"
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          required={!options.optional}
          value={values[name]}
          // `input`, not React's onChange: preact/compat and React both call it per keystroke,
          // and autofill typing into two fields in one task keeps both (the latest values).
          onInput={(e) => {
            const value = (e.target as HTMLInputElement).value;
            setValues({ ...latest.current, [name]: value });
          }}
        />
      )}
    </FieldFrame>
  );

  return {
    id,
    formRef,
    /** The fields' values as of now (not as of the last render). */
    get values() {
      return latest.current;
    },
    setValues,
    /** Submits refused by `check` so far (an ErrorSummary's `refusals`). */
    refusals,
    errors,
    setErrors,
    busy,
    outcome,
    setOutcome,
    submit,
    field,
  };
}
