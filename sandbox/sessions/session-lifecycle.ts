import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { withinDeadline } from '../db/cart-hold-deadline';
import { randomToken } from '../lib/random-token';
import { SESSION_TIMEOUT_MS } from './session-timeout';

export const SESSION_COOKIE = 'ik_sid';

/** Sessions idle for this long are deleted when the next session starts. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionStart {
  /** Keep this cart (login carries the cart over); a new empty one otherwise. */
  webFolioId?: number;
  customerId?: number | null;
}

/**
 * Ends the request's session (if any) and starts a new one: new `ik_sid` cookie, new
 * ResortSuite SessionId, and the given or a new empty web folio.
 */
export function startSession(c: Context<AppEnv>, start: SessionStart = {}): SessionRow {
  const { repos, nowMs } = c.var.deps;
  const now = nowMs();
  endSession(c);
  repos.sessions.removeOlderThan(now - PURGE_AFTER_MS);
  const session = repos.sessions.create({
    sid: randomToken(32),
    rsSessionId: randomUUID(),
    webFolioId: start.webFolioId ?? repos.folios.create(now),
    customerId: start.customerId ?? null,
    now,
  });
  setCookie(c, SESSION_COOKIE, session.sid, { httpOnly: true, sameSite: 'Lax', path: '/' });
  c.set('session', session);
  c.set('cookieSid', session.sid);
  return session;
}

/** Deletes the request's session row, live or expired. */
export function endSession(c: Context<AppEnv>): void {
  const { sessions } = c.var.deps.repos;
  const sid = c.var.cookieSid;
  if (sid) sessions.remove(sid);
  c.set('session', null);
  c.set('cookieSid', null);
}

/** The live session of the request, or a fresh one when it has none or it expired. */
export function ensureSession(c: Context<AppEnv>): SessionRow {
  return c.var.session ?? startSession(c);
}

/**
 * Records activity: the session's timeout starts again, and so do the holds of its cart (rooms,
 * places, treatments, gift cards: a hold lapses with the session, not 19 minutes after "Add
 * room"), up to the cart's one absolute deadline (rooms, places and treatments alike). Every successful POST comes here (session middleware), a login too, whose new
 * session carries the cart over.
 */
export function touchSession(c: Context<AppEnv>): void {
  const session = c.var.session;
  if (!session) return;
  const { repos, nowMs } = c.var.deps;
  const now = nowMs();
  repos.sessions.setLastSeen(session.sid, now);
  // Never past the cart's deadline (its first hold + the maximum), whatever the kind of hold:
  // keep-alives do not keep treatments and places for the session's lifetime (issue 34 item 2).
  const folio = session.web_folio_id;
  const until = withinDeadline(
    now + SESSION_TIMEOUT_MS,
    repos.stayInventory.holdDeadline(folio, now),
  );
  repos.stayInventory.extendHolds(folio, until, now);
  repos.classes.extendHolds(folio, until, now);
  repos.spa.extendHolds(folio, until, now);
  repos.giftRedemptions.extendHolds(session.web_folio_id, now + SESSION_TIMEOUT_MS, now);
  c.set('session', { ...session, last_seen: now });
}

/**
 * Ends every other session of the customer (a password change: whoever else is logged in,
 * perhaps with the old password, is out); the request's own session stays.
 */
export function endOtherSessionsOf(c: Context<AppEnv>, customerId: number): number {
  return c.var.deps.repos.sessions.removeOfCustomer(customerId, c.var.session?.sid ?? '');
}

/** Ends every session of the customer (a password reset from a mailed link). */
export function endAllSessionsOf(c: Context<AppEnv>, customerId: number): number {
  return c.var.deps.repos.sessions.removeOfCustomer(customerId);
}

/** Makes the request's session look idle for longer than the timeout (demos and tests). */
export function expireSession(c: Context<AppEnv>): boolean {
  const sid = c.var.cookieSid;
  if (!sid || !c.var.deps.repos.sessions.find(sid)) return false;
  c.var.deps.repos.sessions.setLastSeen(sid, c.var.deps.nowMs() - SESSION_TIMEOUT_MS - 60_000);
  c.set('session', null);
  return true;
}
