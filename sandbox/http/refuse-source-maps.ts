import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Where the sandbox serves the built bundle. */
export const BUNDLE_PATH = '/innkit/';

/** True for a source map address, however its path is spelled (`.MAP`, `%2Emap`, `;x`). */
export function isSourceMapPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Badly encoded: judged as sent.
  }
  return /\.map(?:$|[;/])/i.test(path.replace(/\/+$/, ''));
}

/**
 * The bundle is served without its source maps (they carry the original sources): the build
 * may write them, for the team's own debugging, but `*.map` under /innkit/ is a 404.
 */
export const refuseSourceMaps = createMiddleware(async (c: Context, next) => {
  if (isSourceMapPath(new URL(c.req.url).pathname)) return c.json({ message: 'Not found.' }, 404);
  await next();
});
