import { createMiddleware } from 'hono/factory';
import { DEMO_PAGE_POLICY } from './page-policy';

/**
 * Headers every answer carries; HTML may be framed only by the same origin, and an HTML page
 * without a policy of its own (the demo pages, the sandbox's pages) gets the demo pages'
 * Content-Security-Policy: the one the README asks CMS pages to send.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', DEMO_PAGE_POLICY);
    }
  }
});
