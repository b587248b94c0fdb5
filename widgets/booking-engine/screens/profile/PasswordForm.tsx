import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { isStrongPassword } from '../../../../src/domain/account/password';
import { savePassword } from '../../../../src/stores/engine/profile';
import { Card } from '../../../../src/ui/Card';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { useAccountForm } from '../../../../src/ui/form/use-account-form';

/**
 * The update-password form: the current password (the server asks for it), the rule, then the
 * match ('Passwords do not match'), then the server.
 */
export function PasswordForm() {
  const form = useAccountForm({ CurrentPassword: '', NewPassword: '', ConfirmPassword: '' });
  const check = (): Record<string, string> => {
    const { CurrentPassword, NewPassword, ConfirmPassword } = form.values;
    if (!CurrentPassword) return { CurrentPassword: ACCOUNT_MESSAGES.currentPasswordNeeded };
    if (!isStrongPassword(NewPassword)) {
      return { NewPassword: ACCOUNT_MESSAGES.registerPasswordHint };
    }
    return NewPassword === ConfirmPassword
      ? {}
      : { ConfirmPassword: ACCOUNT_MESSAGES.profileMismatch };
  };
  const send = async () => {
    const outcome = await savePassword(
      form.values.NewPassword,
      form.values.ConfirmPassword,
      form.values.CurrentPassword,
    );
    if (outcome?.ok) form.setValues({ CurrentPassword: '', NewPassword: '', ConfirmPassword: '' });
    return outcome;
  };
  return (
    <Card as="div" title={<span id={`${form.id}-title`}>Update password</span>} headingLevel={2}>
      <form
        ref={form.formRef}
        className="ik-form"
        part="password-form"
        noValidate
        aria-labelledby={`${form.id}-title`}
        onSubmit={(e) => void form.submit(check, send)(e)}
      >
        {form.field('CurrentPassword', 'Current password', {
          type: 'password',
          autoComplete: 'current-password',
        })}
        {form.field('NewPassword', 'New password', {
          type: 'password',
          autoComplete: 'new-password',
          hint: ACCOUNT_MESSAGES.registerPasswordHint,
        })}
        {form.field('ConfirmPassword', 'Confirm new password', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        <FormMessage outcome={form.outcome} />
        <SubmitButton
          busy={form.busy}
          label="Update password"
          busyLabel="Updating…"
          variant="secondary"
        />
      </form>
    </Card>
  );
}
