import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/not-found';
import { fileResponse, hasIndexPage } from '../static/file-response';
import { resolveInside } from '../static/resolve-inside';

const BUNDLE_PREFIX = '/innkit/';
const BOOK_BASE = '/the-lake/book';
const BOOK_PAGE = ['the-lake', 'book', 'index.html'];

/** The request path exactly as sent (still percent-encoded). */
function rawPath(c: Context): string {
  return new URL(c.req.url).pathname;
}

function isBookPath(path: string): boolean {
  return path === BOOK_BASE || path.startsWith(`${BOOK_BASE}/`);
}

async function fileAt(baseDir: string, urlPath: string): Promise<Response | null> {
  const file = resolveInside(baseDir, urlPath);
  return file ? fileResponse(baseDir, file) : null;
}

/**
 * Demo pages: folders answer with their index.html (after a redirect to the trailing slash),
 * and every address under /the-lake/book is the booking engine's page (it routes itself).
 */
async function demoPage(c: Context<AppEnv>): Promise<Response> {
  const pages = join(c.var.deps.rootDir, 'demo-pages');
  const path = rawPath(c);
  if (path.startsWith('//')) return notFound(c);
  if (isBookPath(path)) {
    const page =
      (await fileAt(pages, path)) ?? (await fileResponse(pages, join(pages, ...BOOK_PAGE)));
    return page ?? notFound(c);
  }
  if (path.endsWith('/')) return (await fileAt(pages, `${path}index.html`)) ?? notFound(c);
  const file = await fileAt(pages, path);
  if (file) return file;
  const dir = resolveInside(pages, path);
  if (dir && (await hasIndexPage(dir)))
    return c.redirect(`${path}/${new URL(c.req.url).search}`, 302);
  return notFound(c);
}

/** The built bundle under /innkit/ and the demo pages everywhere else. */
export const staticRoutes = new Hono<AppEnv>()
  .get(`${BUNDLE_PREFIX}*`, async (c) => {
    const dist = join(c.var.deps.rootDir, 'dist');
    return (await fileAt(dist, rawPath(c).slice(BUNDLE_PREFIX.length))) ?? notFound(c);
  })
  .get('*', demoPage);
