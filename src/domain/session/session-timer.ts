/**
 * The booking session's clock (booking-engine.md §4 Session, §9): when the system is ONLINE
 * a session cookie lives for the remaining timeout and a warning cookie dies five minutes
 * earlier; a check every second turns the cookies into a verdict.
 */
export const SESSION_COOKIE = 'ik_session';
export const SESSION_WARNING_COOKIE = 'ik_session_warning';
/** When the session cookie lapses (epoch ms), so a page can say how long a hold lasts. */
export const SESSION_UNTIL_COOKIE = 'ik_session_until';
export const WARNING_MINUTES_BEFORE_EXPIRY = 5;
export const SESSION_CHECK_INTERVAL_MS = 1000;

export interface SessionCookieTimes {
  session: Date;
  warning: Date;
}

/** When the two cookies expire, for a session that has `timeoutMinutes` left at `nowMs`. */
export function sessionCookieTimes(nowMs: number, timeoutMinutes: number): SessionCookieTimes {
  const sessionMs = nowMs + Math.max(0, timeoutMinutes) * 60_000;
  const warningMs = Math.max(nowMs, sessionMs - WARNING_MINUTES_BEFORE_EXPIRY * 60_000);
  return { session: new Date(sessionMs), warning: new Date(warningMs) };
}

export interface SessionCheck {
  sessionCookie: boolean;
  warningCookie: boolean;
  cartHasItems: boolean;
  /** The five-minute warning has already been shown for this session. */
  warned: boolean;
}

/**
 * - `expire`: the session cookie is gone: start a fresh session (and tell the guest, when
 *   something was held in the cart).
 * - `warn`: the warning cookie is gone and the cart holds items: show the five-minute warning.
 * - `none`: nothing to do.
 */
export type SessionVerdict = 'none' | 'warn' | 'expire';

export function checkSession(check: SessionCheck): SessionVerdict {
  if (!check.sessionCookie) return 'expire';
  if (!check.warningCookie && check.cartHasItems && !check.warned) return 'warn';
  return 'none';
}
