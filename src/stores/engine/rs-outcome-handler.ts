import { isApiError, userMessageOf } from '../../api/errors';
import { logClient } from '../../api/log-api';
import { rsOutcome } from '../../domain/cart/rs-outcome';
import type { Result } from '../../schemas/result';
import { $notice, $session, loadSession, renewSession } from '../index';

/** What the guest is told when the hotel refuses a change without saying why. */
export const GENERIC_FAILURE = 'Sorry, we could not make that change. Please try again.';

export type ChangeOutcome = { ok: true } | { ok: false; message: string | null };

/** A lapsed session: start a new one and show the booking-expired notice (booking-engine.md §8). */
async function sessionExpired(): Promise<ChangeOutcome> {
  try {
    await renewSession();
    $notice.set('booking-expired');
  } catch {
    $notice.set('connection-problem');
  }
  // The notice tells the guest; the screen need not say it again.
  return { ok: false, message: null };
}

/**
 * Run one booking change and read its ResortSuite result: SESSION FAIL or ErrorId 1002
 * start a new session with the expired notice; any other failure (refused, network,
 * malformed answer) is logged to `/log/client` and given to the guest in plain words.
 */
export async function runChange(
  action: string,
  requestData: unknown,
  send: () => Promise<{ Result: Result }>,
): Promise<ChangeOutcome> {
  let result: Result;
  try {
    // A first visit's listing (an activity's sessions) can be asked for before the page's
    // session has loaded; sent without one, the hotel answers SESSION FAIL and the guest would
    // be told a booking they never had expired. It waits for the session, as "Add room" does.
    if (!$session.get()) await loadSession();
    result = (await send()).Result;
  } catch (error) {
    void logClient({
      action,
      request: requestData,
      response: isApiError(error)
        ? { kind: error.kind, ...error.detail, cause: undefined }
        : String(error),
    });
    return { ok: false, message: userMessageOf(error) };
  }
  const outcome = rsOutcome(result);
  if (outcome.kind === 'ok') return { ok: true };
  if (outcome.kind === 'session-expired') return sessionExpired();
  void logClient({ action, request: requestData, response: { Result: result } });
  return { ok: false, message: outcome.text || GENERIC_FAILURE };
}
