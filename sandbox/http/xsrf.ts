import { timingSafeEqual } from 'node:crypto';
import { generateCookie, getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { randomToken } from '../lib/random-token';
import { jsonResponse } from './json-response';
import { isUnsafeMethod } from './unsafe-method';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Gives every visitor without one a readable XSRF-TOKEN cookie (Laravel style). */
export const issueXsrfCookie = createMiddleware(async (c, next) => {
  const alreadyHasOne = Boolean(getCookie(c, XSRF_COOKIE));
  await next();
  if (alreadyHasOne) return;
  const cookie = generateCookie(XSRF_COOKIE, randomToken(), { path: '/', sameSite: 'Lax' });
  c.res.headers.append('Set-Cookie', cookie);
});

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refuses (419) an unsafe request whose X-XSRF-TOKEN header does not equal its cookie. */
export const requireXsrfToken = createMiddleware(async (c, next) => {
  if (isUnsafeMethod(c.req.method)) {
    const cookie = getCookie(c, XSRF_COOKIE) ?? '';
    const header = c.req.header(XSRF_HEADER) ?? '';
    if (!cookie || !sameToken(cookie, header)) {
      return jsonResponse({ message: 'CSRF token mismatch.' }, 419);
    }
  }
  await next();
});
