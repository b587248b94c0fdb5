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
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', TOOL_PAGE_POLICY);
    }
  }
});
