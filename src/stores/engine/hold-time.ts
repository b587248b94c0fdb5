import { atom } from 'nanostores';
import { readCookie } from '../../core/cookies';
import { holdMinutesLeft } from '../../domain/cart/hold-minutes-left';
import { SESSION_UNTIL_COOKIE } from '../../domain/session/session-timer';
import { keepSessionAlive } from '../index';

/**
 * Whole minutes the rooms in the cart stay held: the session's time left, read from the
 * session-until cookie every tab shares (null when unknown).
 */
export function holdMinutesNow(nowMs = Date.now()): number | null {
  return holdMinutesLeft(readCookie(SESSION_UNTIL_COOKIE), nowMs);
}

/**
 * Set when keeping the hold found the session already expired (a new one, with an empty
 * cart, was started): Book your Stay says the booking expired until the guest moves on.
 */
export const $holdEnded = atom(false);

/**
 * Keep the hold going from its message: the same `/rs/update-session` keep-alive as the
 * session warning's "Keep my booking". 'expired' when the server had already let the session
 * lapse (the rooms were released and a new session started), 'failed' when the server could
 * not be reached.
 */
export async function keepHold(): Promise<'kept' | 'expired' | 'failed'> {
  try {
    if ((await keepSessionAlive()) === 'kept') return 'kept';
    $holdEnded.set(true);
    return 'expired';
  } catch {
    return 'failed';
  }
}
