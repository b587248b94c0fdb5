import * as v from 'valibot';
import { safeRedirect } from '../../src/domain/safety/safe-redirect';
import { LoginRequestSchema } from '../../src/schemas/auth';
import { $session, logIn, userMessageOf } from '../../src/stores';
import { FormMessage } from '../../src/ui/form/FormMessage';
import { SubmitButton } from '../../src/ui/form/SubmitButton';
import { leafErrors, useAccountForm } from '../../src/ui/form/use-account-form';
import { useConfig, useWidget } from '../../src/ui/widget-context';

export interface LoginFormProps {
  redirect?: string;
}

/** Email and password login on the kit's form stack; the server's own words on failure. */
export function LoginForm({ redirect }: LoginFormProps) {
  const { emit } = useWidget();
  const config = useConfig();
  const form = useAccountForm({ EmailAddress: '', Password: '' });
  const check = () => {
    const parsed = v.safeParse(LoginRequestSchema, form.values);
    return parsed.success ? {} : leafErrors(parsed.issues);
  };
  const send = async () => {
    try {
      const outcome = await logIn(v.parse(LoginRequestSchema, form.values));
      if (!outcome.ok) return outcome;
    } catch (error) {
      return { ok: false, message: userMessageOf(error) };
    }
    emit('ik-logged-in', { firstName: $session.get()?.FirstName ?? null });
    const pageRedirect = new URLSearchParams(location.search).get('redirect');
    const href = safeRedirect(redirect ?? pageRedirect, config.bookBase);
    if (href && emit('ik-before-redirect', { href }, { cancelable: true })) location.assign(href);
  };

  return (
    <form
      ref={form.formRef}
      className="ik-form"
      part="form"
      noValidate
      onSubmit={(e) => void form.submit(check, send)(e)}
      aria-labelledby={`${form.id}-title`}
    >
      <h2 id={`${form.id}-title`} part="title">
        Login
      </h2>
      {form.field('EmailAddress', 'Email', { type: 'email', autoComplete: 'username' })}
      {form.field('Password', 'Password', {
        type: 'password',
        autoComplete: 'current-password',
      })}
      <FormMessage outcome={form.outcome} />
      <SubmitButton busy={form.busy} label="Login" busyLabel="Logging in…" />
    </form>
  );
}
