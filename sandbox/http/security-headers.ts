import { createMiddleware } from 'hono/factory';
import { TOOL_PAGE_POLICY } from './page-policy';

/**
 * Headers every answer carries; HTML may be framed only by the same origin, and an HTML page
 * without a policy of its own (the sandbox's tool pages, a not-found page) gets the tool
 * pages' Content-Security-Policy. The demo and booking pages set the strict one themselves.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  // Served over https (PUBLIC_BASE_URL https://…, behind a TLS proxy): every cookie is
  // Secure and browsers are told to use https only (HSTS). Not over plain http, where a
  // Secure cookie would never come back (issue 34, informational).
  const base = (c.var as { deps?: { publicBaseUrl(): string } }).deps?.publicBaseUrl();
  if (base?.startsWith('https:')) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const cookies = headers.getSetCookie();
    if (cookies.length) {
      headers.delete('Set-Cookie');
      for (const cookie of cookies) {
        headers.append('Set-Cookie', /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
      }
    }
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', TOOL_PAGE_POLICY);
    }
  }
});
