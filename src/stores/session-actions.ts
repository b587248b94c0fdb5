/**
 * What a guest does with the session, loaded on first use (src/stores/session-actions-on-demand.ts):
 * logging in, taking a session the server started (registration, a confirmed address), keeping
 * the session alive from the five-minute warning, and the connection notice's "Try again".
 * The page's first load needs none of it, so neither the login call nor its schemas weigh on
 * it (issue 19).
 */
import * as authApi from '../api/auth-api';
import { updateSession } from '../api/system-api';
import { UNCONFIRMED_ERROR_ID } from '../domain/account/unconfirmed-error-id';
import type { AuthAnswer, LoginRequest } from '../schemas/auth';
import type { Session } from '../schemas/session';
import {
  applySession,
  loadSession,
  noteLifetimeLeft,
  refreshCart,
  renewSession,
} from './booking-session';
import { $cart } from './cart';
import { $notice } from './notice';
import { $session } from './session';
import { touchSessionCookies } from './session-monitor';
import { $system } from './system';

/**
 * The connection-problem notice's "Try again": a failed first load starts again (it has
 * already cleared `loading`); once loaded, the problem was a failed renewal of an expired
 * session, so the renewal is tried again.
 */
export async function retryLoadSession(): Promise<void> {
  if ($system.get().status !== 'ready') {
    await loadSession();
    // Still unreachable: say so, rather than leave the guest wondering.
    const failed = $system.get();
    if (failed.status === 'error') throw failed.error ?? new Error('still unreachable');
    return;
  }
  if ($notice.get() !== 'connection-problem') return;
  await renewSession();
  $notice.set(null);
}

/** `unconfirmed`: the password was right but the address waits for its emailed link. */
export type LoginOutcome = { ok: true } | { ok: false; message: string; unconfirmed?: boolean };

/** Takes a login's answer: the new session, or the server's words. */
async function loginOutcome(answer: AuthAnswer, at: number): Promise<LoginOutcome> {
  if (answer.Result.value !== 'SUCCESS' || !answer.Session) {
    const message = answer.Result.Text || 'Login failed. Please try again.';
    return answer.Result.ErrorId === UNCONFIRMED_ERROR_ID
      ? { ok: false, message, unconfirmed: true }
      : { ok: false, message };
  }
  await acceptSession(answer.Session, at);
  return { ok: true };
}

/** Log a guest in: a new session id, the cart carried over, every tab told. */
export async function logIn(credentials: LoginRequest): Promise<LoginOutcome> {
  const at = Date.now();
  if (!$session.get()) await loadSession();
  return loginOutcome(await authApi.login(credentials, $session.get()), at);
}

/**
 * Take a session the server has already started for this guest (registration answers the
 * new, logged-in one): shown everywhere, every tab told, cookies restarted, cart reloaded.
 * `at` is when it was asked for, so an older answer never undoes a newer one.
 */
export async function acceptSession(session: Session, at: number): Promise<void> {
  applySession(session, at);
  touchSessionCookies();
  await refreshCart();
}

/**
 * Keep the session alive (the five-minute warning's button): 'kept', or 'renewed' when the
 * server had already expired it and a new one (with an empty cart) was started.
 */
export async function keepSessionAlive(): Promise<'kept' | 'renewed'> {
  const at = Date.now();
  const answer = await updateSession();
  if (answer.Result.value === 'SUCCESS') {
    noteLifetimeLeft(answer.SessionLifetimeRemainingMinutes, at);
    touchSessionCookies(answer.WebFolioRemainingTimeoutMinutes);
    return 'kept';
  }
  const hadItems = $cart.get().FolioItems.length > 0;
  await renewSession();
  if (hadItems) $notice.set('booking-expired');
  return 'renewed';
}
