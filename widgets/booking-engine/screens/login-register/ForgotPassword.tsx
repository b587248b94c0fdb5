import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { forgotPassword } from '../../../../src/stores/engine/account-forms';
import { EmailSchema } from '../../../../src/schemas/auth';
import { Button } from '../../../../src/ui/Button';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { useAccountForm } from '../../../../src/ui/form/use-account-form';

/**
 * 'Forgot password' reveals an email box; the answer is the same whether or not the address
 * is registered (booking-engine.md §8).
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const form = useAccountForm({ ResetEmail: '' });
  const { formRef } = form;
  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus();
  }, [open, formRef]);

  const check = (): Record<string, string> => {
    const parsed = v.safeParse(EmailSchema, form.values.ResetEmail);
    return parsed.success ? {} : { ResetEmail: parsed.issues[0].message };
  };
  const send = () => forgotPassword(v.parse(EmailSchema, form.values.ResetEmail));

  return (
    <div part="forgot-password">
      <Button variant="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Forgot password
      </Button>
      {open ? (
        <form
          ref={formRef}
          className="ik-form"
          noValidate
          aria-label="Reset your password"
          onSubmit={(e) => void form.submit(check, send)(e)}
        >
          {form.field('ResetEmail', 'Your email address', {
            type: 'email',
            autoComplete: 'email',
          })}
          <FormMessage outcome={form.outcome} />
          <SubmitButton
            busy={form.busy}
            label="Send reset link"
            busyLabel="Sending…"
            variant="secondary"
          />
        </form>
      ) : null}
    </div>
  );
}
