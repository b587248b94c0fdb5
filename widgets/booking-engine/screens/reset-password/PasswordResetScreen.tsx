import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { PASSWORD_HINT } from '../../../../src/domain/account/password';
import { createPasswordReset } from '../../../../src/stores/engine/password-reset';
import { Card } from '../../../../src/ui/Card';
import { useFocusLanding } from '../../../../src/ui/focus-landing';
import { FieldFrame } from '../../../../src/ui/form/Field';
import formCss from '../../../../src/ui/form/form.css?inline';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import css from './reset-password.css?inline';

export interface PasswordResetScreenProps {
  /** The address's query (`?reset=…&email=…`); default: the page's. */
  search?: string;
  /** Where to log in after the reset, and to ask for a new link. */
  loginHref: string;
}

/**
 * Password reset (booking-engine.md §2, §4, §5, §8): the link is checked (NewPassword null),
 * then a new password is chosen, then a Login link; an invalid link says so.
 */
export function PasswordResetScreen({ search, loginHref }: PasswordResetScreenProps) {
  const query = search ?? location.search;
  // A new address starts afresh.
  return <PasswordReset key={query} search={query} loginHref={loginHref} />;
}

function PasswordReset({ search, loginHref }: { search: string; loginHref: string }) {
  useStyles(formCss);
  useStyles(css);
  const id = useId();
  const reset = useMemo(() => createPasswordReset(search), [search]);
  const state = useStore(reset.$state);
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const passwordInput = useRef<HTMLInputElement>(null);
  // "Reset password" gives way to the outcome: it takes the button's focus.
  const done = useRef<HTMLParagraphElement>(null);
  useFocusLanding(done, state.step === 'done');

  useEffect(() => {
    void reset.check();
  }, [reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await reset.submit(values.password, values.confirmation);
    if (sent === 'refused') passwordInput.current?.focus();
  };

  const error = state.step === 'form' ? state.error : null;
  const input = (name: 'password' | 'confirmation', label: string) => (
    <FieldFrame
      id={`${id}-${name}`}
      label={label}
      hint={name === 'password' ? PASSWORD_HINT : undefined}
      error={null}
    >
      {(aria) => (
        <input
          {...aria}
          ref={name === 'password' ? passwordInput : undefined}
          part="input"
          type="password"
          autoComplete="new-password"
          required
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [aria['aria-describedby'], error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          onInput={(e) => {
            const value = (e.target as HTMLInputElement).value;
            setValues((current) => ({ ...current, [name]: value }));
          }}
        />
      )}
    </FieldFrame>
  );

  return (
    <section aria-labelledby={`${id}-title`} part="reset-password" className="reset-password">
      {/* The page's h1 says it already: the section keeps its name, the eye sees it once. */}
      <h2 id={`${id}-title`} part="title" className="ik-visually-hidden">
        Reset your password
      </h2>
      <Card as="div">
        {state.step === 'invalid-link' ? (
          <p role="alert">{ACCOUNT_MESSAGES.resetLinkInvalid}</p>
        ) : state.step === 'checking' ? (
          <p role="status">Checking your link…</p>
        ) : state.step === 'check-failed' ? (
          <p role="alert">
            {state.text} <a href={loginHref}>Request a new password reset</a>
          </p>
        ) : state.step === 'done' ? (
          <p role="status" ref={done} tabIndex={-1} part="reset-done">
            {ACCOUNT_MESSAGES.resetDone} <a href={loginHref}>Login</a>
          </p>
        ) : (
          <form className="ik-form" part="form" noValidate onSubmit={(e) => void submit(e)}>
            {input('password', 'New password')}
            {input('confirmation', 'Confirm new password')}
            <p id={`${id}-error`} role="alert" className="ik-error ik-field-error" part="error">
              {error}
            </p>
            <SubmitButton
              busy={state.step === 'saving'}
              label="Reset password"
              busyLabel="Saving…"
            />
          </form>
        )}
      </Card>
    </section>
  );
}
