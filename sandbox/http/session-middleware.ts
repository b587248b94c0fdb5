import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, touchSession } from '../sessions/session-lifecycle';
import { isSessionExpired } from '../sessions/session-timeout';
import type { AppEnv } from './app-env';
import { isUnsafeMethod } from './unsafe-method';

/** Loads the session named by the `ik_sid` cookie into `c.var.session` (null if expired). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { repos, nowMs } = c.var.deps;
  const sid = getCookie(c, SESSION_COOKIE) || null;
  const row = sid ? repos.sessions.find(sid) : undefined;
  c.set('cookieSid', sid);
  c.set('session', row && !isSessionExpired(row, nowMs()) ? row : null);
  await next();
});

/** Any successful unsafe request counts as activity for the (still live) session. */
export const touchAfterSuccessfulUnsafeRequest = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isUnsafeMethod(c.req.method) && c.res.status < 400) touchSession(c);
});
