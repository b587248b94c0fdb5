import { useState } from 'react';
import * as v from 'valibot';
import { LoginRequestSchema } from '../../../../src/schemas/auth';
import { logInToAccount } from '../../../../src/stores/engine/account-forms';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { leafErrors, useAccountForm } from '../../../../src/ui/form/use-account-form';
import { Card } from '../../../../src/ui/Card';
import { ForgotPassword } from './ForgotPassword';
import { ResendConfirmation } from './ResendConfirmation';

/** Email and password, through the shared `logIn` (as `<ik-login-form>`); the server's words on failure. */
export function LoginPanel({ onDone }: { onDone: () => void }) {
  const form = useAccountForm({ EmailAddress: '', Password: '' });
  // The address whose right password met an unconfirmed account: offer its email again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const check = () => {
    const parsed = v.safeParse(LoginRequestSchema, form.values);
    return parsed.success ? {} : leafErrors(parsed.issues);
  };
  const send = async () => {
    const credentials = v.parse(LoginRequestSchema, form.values);
    const outcome = await logInToAccount(credentials);
    setUnconfirmed(!outcome.ok && outcome.unconfirmed ? credentials.EmailAddress : null);
    if (!outcome.ok) return outcome;
    onDone();
  };
  return (
    <Card as="div" part="card login">
      <form
        ref={form.formRef}
        className="ik-form"
        part="form"
        noValidate
        aria-labelledby={`${form.id}-title`}
        onSubmit={(e) => void form.submit(check, send)(e)}
      >
        <h2 id={`${form.id}-title`}>Login</h2>
        {form.field('EmailAddress', 'Email', { type: 'email', autoComplete: 'username' })}
        {form.field('Password', 'Password', {
          type: 'password',
          autoComplete: 'current-password',
        })}
        <FormMessage outcome={form.outcome} />
        <SubmitButton busy={form.busy} label="Login" busyLabel="Logging in…" />
      </form>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <ForgotPassword />
    </Card>
  );
}
