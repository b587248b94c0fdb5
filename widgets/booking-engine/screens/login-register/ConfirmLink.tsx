import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { openConfirmLink } from '../../../../src/stores/engine/account-forms';
import { Alert } from '../../../../src/ui/Alert';
import { ResendConfirmation } from './ResendConfirmation';

type State = { kind: 'confirming' } | { kind: 'failed'; message: string };

/**
 * An emailed confirmation link opened (`?confirm=…&email=…`): confirms the address and logs
 * this browser in, keeping its cart, then `onDone` goes on. A spent or expired link says so
 * and offers a new email; the login form stays below it.
 */
export function ConfirmLink({
  email,
  token,
  onDone,
}: {
  email: string;
  token: string;
  onDone: () => void;
}) {
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const started = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // Once per link: a second render (or strict mode) must not spend the link twice.
    if (started.current) return;
    started.current = true;
    void openConfirmLink({ email, token }).then((outcome) =>
      outcome.ok ? done.current() : setState({ kind: 'failed', ...outcome }),
    );
  }, [email, token]);
  if (state.kind === 'confirming') {
    return (
      <p role="status" part="confirming">
        {ACCOUNT_MESSAGES.confirming}
      </p>
    );
  }
  return (
    <Alert tone="error" part="confirm-failed" actions={<ResendConfirmation email={email} />}>
      <p>{state.message}</p>
    </Alert>
  );
}
