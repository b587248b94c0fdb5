import { readCookie, writeCookie } from '../core/cookies';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_COOKIE,
  SESSION_UNTIL_COOKIE,
  SESSION_WARNING_COOKIE,
  checkSession,
  sessionCookieTimes,
} from '../domain/session/session-timer';
import { $cart } from './cart';
import { $notice } from './notice';
import { $session } from './session';
import { $system, isOnline } from './system';

let timer: ReturnType<typeof setInterval> | undefined;
let checksDone = 0;
let warned = false;
let expiring = false;

/** (Re)start the session's two cookies: the session was just used, or just began. */
export function touchSessionCookies(minutes = $system.get().WebFolioRemainingTimeoutMinutes): void {
  if (!isOnline($system.get())) return;
  const times = sessionCookieTimes(Date.now(), minutes);
  const id = $session.get()?.SessionId ?? 'session';
  writeCookie(SESSION_COOKIE, id, times.session);
  writeCookie(SESSION_WARNING_COOKIE, id, times.warning);
  writeCookie(SESSION_UNTIL_COOKIE, String(times.session.getTime()), times.session);
  warned = false;
  if ($notice.get() === 'session-warning') $notice.set(null);
}

/**
 * One check of the session clock. On expiry the session cookie is re-claimed at once, so
 * that another tab checking a moment later does not start a second fresh session.
 */
export async function checkSessionNow(renew: () => Promise<void>): Promise<void> {
  if (expiring || !isOnline($system.get())) return;
  const cartHasItems = $cart.get().FolioItems.length > 0;
  const verdict = checkSession({
    sessionCookie: readCookie(SESSION_COOKIE) !== undefined,
    warningCookie: readCookie(SESSION_WARNING_COOKIE) !== undefined,
    cartHasItems,
    warned,
  });
  // Another tab kept the booking: its fresh cookies close this tab's warning too.
  if (
    verdict === 'none' &&
    $notice.get() === 'session-warning' &&
    readCookie(SESSION_WARNING_COOKIE)
  ) {
    warned = false;
    $notice.set(null);
  }
  if (verdict === 'warn') {
    warned = true;
    $notice.set('session-warning');
  } else if (verdict === 'expire') {
    expiring = true;
    writeCookie(SESSION_COOKIE, 'renewing', new Date(Date.now() + 60_000));
    try {
      await renew();
      if (cartHasItems) $notice.set('booking-expired');
      else if ($notice.get() === 'session-warning') $notice.set(null);
    } finally {
      expiring = false;
    }
  }
}

/** Check the session every second (once per page, however many elements ask). */
export function startSessionMonitor(renew: () => Promise<void>): void {
  if (timer !== undefined) return;
  timer = setInterval(() => {
    // A renewal that fails (offline) is tried again once the cookie claimed for it lapses, a
    // minute later, or at once from the notice's "Try again".
    checkSessionNow(renew)
      .catch(() => $notice.set('connection-problem'))
      .finally(() => (checksDone += 1));
  }, SESSION_CHECK_INTERVAL_MS);
}

/**
 * How many of the monitor's checks have finished (a renewal included): the positive signal a
 * test waits for to know the session clock has looked since a change, instead of a sleep.
 */
export function sessionChecksDone(): number {
  return checksDone;
}

export function stopSessionMonitor(): void {
  clearInterval(timer);
  timer = undefined;
  warned = false;
}
