import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { randomToken } from '../lib/random-token';
import type { AppEnv } from './app-env';
import { jsonResponse } from './json-response';
import { isUnsafeMethod } from './unsafe-method';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The form field a plain HTML form (the logout page) carries the token in, Laravel style. */
export const XSRF_FORM_FIELD = '_token';
const SESSION_COOKIE = 'ik_sid';
const SECRET_KEY = 'xsrf_secret';

/**
 * The tokens worked out so far, per settings store (one per database): its key, read once,
 * and each session's token, so that a request does not query the key and compute the HMAC
 * again (twice a request: the check and the cookie). Bounded; starts afresh when full.
 */
const known = new WeakMap<object, { secret: string; tokens: Map<string, string> }>();
const MAX_KNOWN_TOKENS = 10_000;

/** The server's key for binding tokens to sessions (kept in the settings table). */
function keyring(c: Context<AppEnv>): { secret: string; tokens: Map<string, string> } {
  const { settings } = c.var.deps.repos;
  const ring = known.get(settings);
  if (ring) return ring;
  let value = settings.get(SECRET_KEY);
  if (!value) {
    value = randomToken(32);
    settings.set(SECRET_KEY, value);
  }
  const made = { secret: value, tokens: new Map<string, string>() };
  known.set(settings, made);
  return made;
}

/** The one token a session's requests are accepted with: HMAC of the session id. */
export function xsrfTokenFor(c: Context<AppEnv>, sid: string): string {
  const { secret, tokens } = keyring(c);
  const cached = tokens.get(sid);
  if (cached) return cached;
  const token = createHmac('sha256', secret).update(`xsrf:${sid}`).digest('hex');
  if (tokens.size >= MAX_KNOWN_TOKENS) tokens.clear();
  tokens.set(sid, token);
  return token;
}

/** The session id the request carries, or the one this answer has just set. */
function sessionIdOf(c: Context<AppEnv>, afterHandler: boolean): string | null {
  // Set by the session middleware and by starting or ending a session; absent elsewhere.
  const known = c.get('cookieSid') as string | null | undefined;
  if (afterHandler && known !== undefined) return known;
  return getCookie(c, SESSION_COOKIE) || null;
}

/** The token this request must carry: bound to its session, or its own cookie without one. */
function expectedToken(c: Context<AppEnv>, sid: string | null): string | null {
  return sid ? xsrfTokenFor(c, sid) : null;
}

/**
 * Gives every visitor a readable XSRF-TOKEN cookie (Laravel style), bound to the session:
 * with a session it is the HMAC of the session id, so a token planted or read elsewhere is
 * worth nothing with another session; a new session (login, logout) gets its new token in
 * the same answer. Without a session any random token is kept.
 */
export const issueXsrfCookie = createMiddleware<AppEnv>(async (c, next) => {
  const current = getCookie(c, XSRF_COOKIE) || null;
  await next();
  const wanted = expectedToken(c, sessionIdOf(c, true)) ?? current ?? randomToken();
  if (wanted === current) return;
  const cookie = generateCookie(XSRF_COOKIE, wanted, { path: '/', sameSite: 'Lax' });
  c.res.headers.append('Set-Cookie', cookie);
});

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function sentToken(c: Context<AppEnv>, allowFormField: boolean): Promise<string> {
  const header = c.req.header(XSRF_HEADER);
  if (header !== undefined || !allowFormField) return header ?? '';
  const type = c.req.header('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return '';
  const form = await c.req.parseBody();
  const field = form[XSRF_FORM_FIELD];
  return typeof field === 'string' ? field : '';
}

/**
 * Refuses (419) an unsafe request unless its X-XSRF-TOKEN header (or, for plain forms, the
 * `_token` field) equals its cookie and, when it carries a session, the session's own token.
 */
function xsrfGuard(allowFormField: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isUnsafeMethod(c.req.method)) {
      const cookie = getCookie(c, XSRF_COOKIE) ?? '';
      const sent = await sentToken(c, allowFormField);
      const bound = expectedToken(c, sessionIdOf(c, false));
      const ok = cookie !== '' && sameToken(cookie, sent) && (!bound || sameToken(bound, sent));
      if (!ok) return jsonResponse({ message: 'CSRF token mismatch.' }, 419);
    }
    await next();
  });
}

export const requireXsrfToken = xsrfGuard(false);
/** The same check for a plain HTML form post (the logout page's button). */
export const requireXsrfTokenOrField = xsrfGuard(true);
