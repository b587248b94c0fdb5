import { createMiddleware } from 'hono/factory';

/** Headers every answer carries; HTML may be framed only by the same origin. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
  }
});
