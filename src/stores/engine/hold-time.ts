import { readCookie } from '../../core/cookies';
import { holdMinutesLeft } from '../../domain/hold-minutes-left';
import { SESSION_UNTIL_COOKIE } from '../../domain/session-timer';
import { keepSessionAlive } from '../index';

/**
 * Whole minutes the rooms in the cart stay held: the session's time left, read from the
 * session-until cookie every tab shares (null when unknown).
 */
export function holdMinutesNow(nowMs = Date.now()): number | null {
  return holdMinutesLeft(readCookie(SESSION_UNTIL_COOKIE), nowMs);
}

/**
 * Keep the hold going from its message: the same `/rs/update-session` keep-alive as the
 * session warning's "Keep my booking" (a lapsed session goes through the expired notice).
 * False when the server could not be reached.
 */
export async function keepHold(): Promise<boolean> {
  try {
    await keepSessionAlive();
    return true;
  } catch {
    return false;
  }
}
