import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { DEMO_PAGE_POLICY } from '../http/page-policy';
import { notFound } from '../http/not-found';
import { bundleVersion, pathInBundle } from '../static/bundle-version';
import { IMMUTABLE, bundleCacheControl } from '../static/cache-control';
import { type FileResponseOptions, fileResponse, hasIndexPage } from '../static/file-response';
import { resolveInside } from '../static/resolve-inside';
import { fillDemoDates, hasDemoDates } from '../static/demo-dates';
import { isIsoDay } from '../../src/domain/calendar/calendar-day';

const BUNDLE_PREFIX = '/innkit/';
/** The package's version by root folder, read once. */
const versions = new Map<string, string>();
const BOOK_BASE = '/the-lake/book';
const BOOK_PAGE = ['the-lake', 'book', 'index.html'];

/** The request path exactly as sent (still percent-encoded). */
function rawPath(c: Context): string {
  return new URL(c.req.url).pathname;
}

function isBookPath(path: string): boolean {
  return path === BOOK_BASE || path.startsWith(`${BOOK_BASE}/`);
}

/** What a request tells about the bytes it takes (compression, the version it holds). */
function negotiation(c: Context): FileResponseOptions {
  return {
    acceptEncoding: c.req.header('Accept-Encoding'),
    ifNoneMatch: c.req.header('If-None-Match'),
  };
}

/**
 * A demo page's `{{today±N}}` dates (sandbox/static/demo-dates.ts), counted from the page's
 * `?ik-now=` when it pins one (as the page's own clock does), else the sandbox's today.
 */
function demoDates(c: Context<AppEnv>): FileResponseOptions['rewrite'] {
  const pinned = new URL(c.req.url).searchParams.get('ik-now');
  const day = isIsoDay(pinned) ? pinned : c.var.today;
  return { key: day, text: (text) => (hasDemoDates(text) ? fillDemoDates(text, day) : null) };
}

async function fileAt(
  baseDir: string,
  urlPath: string,
  options: FileResponseOptions,
): Promise<Response | null> {
  const file = resolveInside(baseDir, urlPath);
  return file ? fileResponse(baseDir, file, options) : null;
}

/** A demo page (HTML) carries the strict policy docs/security.md asks CMS pages to send. */
function withDemoPolicy(response: Response): Response {
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    response.headers.set('Content-Security-Policy', DEMO_PAGE_POLICY);
  }
  return response;
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
    // Sent as they are: the booking pages' policy hashes their inline scripts from the text.
    const book = { ...negotiation(c), compress: false, rewrite: demoDates(c) };
    const page =
      (await fileAt(pages, path, book)) ??
      (await fileResponse(pages, join(pages, ...BOOK_PAGE), book));
    return page ?? notFound(c);
  }
  const options = negotiation(c);
  if (path.endsWith('/')) {
    const page = await fileAt(pages, `${path}index.html`, { ...options, rewrite: demoDates(c) });
    return page ? withDemoPolicy(page) : notFound(c);
  }
  const file = await fileAt(pages, path, { ...options, rewrite: demoDates(c) });
  if (file) return withDemoPolicy(file);
  const dir = resolveInside(pages, path);
  if (dir && (await hasIndexPage(dir)))
    return c.redirect(`${path}/${new URL(c.req.url).search}`, 302);
  return notFound(c);
}

/**
 * The built bundle under /innkit/ and the demo pages everywhere else, served as a CDN would:
 * compressed, content-hashed chunks cached for a year, everything else revalidated; the bundle
 * open to every origin (CORS), as a CDN serves it.
 */
export const staticRoutes = new Hono<AppEnv>()
  .get(`${BUNDLE_PREFIX}*`, async (c) => {
    const dist = join(c.var.deps.rootDir, 'dist');
    // `/innkit/<version>/…` is the versioned folder a CDN serves: it never changes, so every
    // file in it is kept a year; `/innkit/…` stays the address of the current build.
    const { rootDir } = c.var.deps;
    if (!versions.has(rootDir)) versions.set(rootDir, bundleVersion(rootDir));
    const { path: inDist, versioned } = pathInBundle(
      rawPath(c).slice(BUNDLE_PREFIX.length),
      versions.get(rootDir)!,
    );
    const cacheControl = versioned ? IMMUTABLE : bundleCacheControl(inDist);
    const options = { ...negotiation(c), cacheControl };
    const file = await fileAt(dist, inDist, options);
    if (!file) return notFound(c);
    // Module scripts are fetched with CORS: a page on another origin (a CDN) may load innkit.
    file.headers.set('Access-Control-Allow-Origin', '*');
    return file;
  })
  .get('*', demoPage);
