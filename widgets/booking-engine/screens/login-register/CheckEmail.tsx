import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { Card } from '../../../../src/ui/Card';
import { ResendConfirmation } from './ResendConfirmation';

/**
 * What 'Create an account' answers, for a new address and a taken one alike: check your
 * email (the address shown), the cart is kept, and the email can be sent again.
 */
export function CheckEmail({ email }: { email: string }) {
  return (
    <Card as="section" part="card check-email" title="Check your email" headingLevel={2}>
      <p role="status">
        {ACCOUNT_MESSAGES.registerCheckEmail} <strong>{email}</strong>
      </p>
      <p>{ACCOUNT_MESSAGES.confirmNext}</p>
      <p>{ACCOUNT_MESSAGES.confirmCartKept}</p>
      <ResendConfirmation email={email} />
    </Card>
  );
}
