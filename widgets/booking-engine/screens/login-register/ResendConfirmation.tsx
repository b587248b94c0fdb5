import { useState } from 'react';
import {
  type FormOutcome,
  resendConfirmationEmail,
} from '../../../../src/stores/engine/account-forms';
import { Button } from '../../../../src/ui/Button';
import { FormMessage } from '../../../../src/ui/form/FormMessage';

/**
 * 'Send the email again' for an address waiting for its confirmation link: the same words
 * for every address (the server says nothing of who has an account); a throttled resend says
 * how long to wait.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const resend = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await resendConfirmationEmail(email));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div part="resend-confirmation">
      <Button busy={busy} busyLabel="Sending…" onClick={() => void resend()}>
        Send the email again
      </Button>
      <FormMessage outcome={outcome} />
    </div>
  );
}
