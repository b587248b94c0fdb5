import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { userMessageOf } from '../../src/api/errors';
import { safeRedirect } from '../../src/domain/safe-redirect';
import { LoginRequestSchema } from '../../src/schemas/auth';
import { $session, logIn } from '../../src/stores';
import { useConfig, useWidget } from '../../src/ui/widget-context';

type Field = 'EmailAddress' | 'Password';

export interface LoginFormProps {
  redirect?: string;
}

function fieldErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const result = v.safeParse(LoginRequestSchema, values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as Field | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Email and password login; the server's own words on failure; nothing typed is lost. */
export function LoginForm({ redirect }: LoginFormProps) {
  const { emit } = useWidget();
  const config = useConfig();
  const id = useId();
  const refs = {
    EmailAddress: useRef<HTMLInputElement>(null),
    Password: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState<Record<Field, string>>({ EmailAddress: '', Password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });

  // Set at once, unlike state: a second submit in the same task must not log in twice.
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = fieldErrors(values);
    setErrors(found);
    const first = (['EmailAddress', 'Password'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    busy.current = true;
    setStatus({ busy: true, message: null });
    try {
      const outcome = await logIn(v.parse(LoginRequestSchema, values));
      if (!outcome.ok) {
        setStatus({ busy: false, message: outcome.message });
        return;
      }
      setStatus({ busy: false, message: null });
      emit('ik-logged-in', { firstName: $session.get()?.FirstName ?? null });
      const pageRedirect = new URLSearchParams(location.search).get('redirect');
      const href = safeRedirect(redirect ?? pageRedirect, config.bookBase);
      if (href && emit('ik-before-redirect', { href }, { cancelable: true })) location.assign(href);
    } catch (error) {
      setStatus({ busy: false, message: userMessageOf(error) });
    } finally {
      busy.current = false;
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="field" part="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={refs[name]}
        id={`${id}-${name}`}
        part="input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onInput={(e) => {
          // Functional update: autofill types into both fields in one task, before a render.
          const value = (e.target as HTMLInputElement).value;
          setValues((current) => ({ ...current, [name]: value }));
        }}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="ik-error" part="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form part="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} part="title">
        Login
      </h2>
      {field('EmailAddress', 'Email', 'email', 'username')}
      {field('Password', 'Password', 'password', 'current-password')}
      <p role="alert" className="ik-error" part="error">
        {status.message}
      </p>
      {/* aria-disabled, not disabled: the button keeps the guest's focus while busy. */}
      <button
        type="submit"
        part="submit"
        className="ik-button"
        data-primary
        aria-disabled={status.busy || undefined}
      >
        {status.busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
