import { confirmAccount as confirmAccountCall } from '../../api/auth-api';
import { UNCONFIRMED_ERROR_ID } from '../../domain/account/unconfirmed-error-id';
import { $session, acceptSession, loadSession, type LoginOutcome } from '../index';

/**
 * Open an emailed confirmation link: the address is confirmed and this browser logged in as
 * a login does (a new session id, this browser's cart carried over, every tab told). The
 * engine's own (src/stores/engine), so that only the login screen's chunk carries it.
 */
export async function confirmAccount(link: {
  email: string;
  token: string;
}): Promise<LoginOutcome> {
  const at = Date.now();
  if (!$session.get()) await loadSession();
  const answer = await confirmAccountCall(link, $session.get());
  if (answer.Result.value !== 'SUCCESS' || !answer.Session) {
    const message = answer.Result.Text || 'Please try again.';
    return { ok: false, message, unconfirmed: answer.Result.ErrorId === UNCONFIRMED_ERROR_ID };
  }
  await acceptSession(answer.Session, at);
  return { ok: true };
}
