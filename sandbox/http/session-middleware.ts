import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, touchSession } from '../sessions/session-lifecycle';
import { isPastLifetime, isSessionExpired } from '../sessions/session-timeout';
import type { AppEnv } from './app-env';
import { isUnsafeMethod } from './unsafe-method';

/**
 * Loads the session named by the `ik_sid` cookie into `c.var.session`: null when it is idle
 * past the timeout or older than its absolute lifetime (then it is a lapsed session, SESSION
 * FAIL where a session was needed, and the next one starts logged out).
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { repos, nowMs, sessionLifetimeMs } = c.var.deps;
  const now = nowMs();
  const sid = getCookie(c, SESSION_COOKIE) || null;
  const row = sid ? repos.sessions.find(sid) : undefined;
  const live = row && !isSessionExpired(row, now) && !isPastLifetime(row, now, sessionLifetimeMs);
  c.set('cookieSid', sid);
  c.set('session', live ? row : null);
  await next();
});

/** Any successful unsafe request counts as activity for the (still live) session. */
export const touchAfterSuccessfulUnsafeRequest = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isUnsafeMethod(c.req.method) && c.res.status < 400) touchSession(c);
});
