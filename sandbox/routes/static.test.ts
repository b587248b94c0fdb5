import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const root = mkdtempSync(join(tmpdir(), 'innkit-static-'));
const files: Record<string, string> = {
  'package.json': '{"name":"secret","version":"9.8.7"}',
  'dist/innkit.js': 'export const innkit = 1;',
  'dist/innkit.js.map': '{"version":3}',
  'dist/themes/lake.css': ':root { --ik-accent: teal; }',
  'dist/ik-header.js': `import './chunks/preact-Header-B1x_9-aZ.js';${' '.repeat(2000)}`,
  'dist/chunks/preact-Header-B1x_9-aZ.js': `export const header = 'header';${'//'.repeat(2000)}`,
  'dist/logo.png': 'not really a png',
  'demo-pages/index.html': '<h1>Demo index</h1>',
  'demo-pages/the-lake/index.html': '<h1>The Lake</h1>',
  'demo-pages/the-lake/book/index.html': '<h1>Book</h1>',
  'demo-pages/seaside/index.html': '<h1>Seaside</h1>',
  'demo-pages/dated/index.html': '<p data-last="{{today+45}}">{{today}}</p>',
  'demo-pages/demo-assets/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'demo-pages/.secret': 'hidden',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
symlinkSync(join(root, 'package.json'), join(root, 'dist/linked.json'));

const sandbox = useTestSandbox({ rootDir: root });
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function get(path: string) {
  return createVisitor(sandbox.current).get(path, { redirect: 'manual' });
}

/** The answer's bytes exactly as sent (fetch would decode them), with its headers. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(new URL(path, sandbox.current.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the bundle served like a CDN', () => {
  it('serves the versioned folder /innkit/<version>/ from dist/, immutable, to any origin', async () => {
    const loader = await raw('/innkit/9.8.7/innkit.js');
    expect(loader.status).toBe(200);
    expect(loader.body.toString()).toBe(files['dist/innkit.js']);
    expect(loader.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect((await raw('/innkit/9.8.7/themes/lake.css')).status).toBe(200);
    expect((await raw('/innkit/1.0.0/innkit.js')).status).toBe(404);
    expect((await raw('/innkit/9.8.7/innkit.js.map')).status).toBe(404);
  });

  const chunk = '/innkit/chunks/preact-Header-B1x_9-aZ.js';
  const chunkText = files['dist/chunks/preact-Header-B1x_9-aZ.js'] ?? '';

  it('keeps content-hashed chunks a year, and revalidates the loader and entries', async () => {
    expect((await raw(chunk)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/innkit/innkit.js', '/innkit/ik-header.js', '/innkit/themes/lake.css']) {
      expect((await raw(path)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets a page on any origin load the bundle (CORS), but not the demo pages', async () => {
    for (const path of [chunk, '/innkit/innkit.js', '/innkit/themes/lake.css']) {
      const answer = await raw(path, { Origin: 'https://www.hotel.example' });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await raw('/the-lake/')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers brotli when the browser takes it, else gzip, else the plain bytes', async () => {
    const br = await raw(chunk, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(chunkText.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(chunkText);

    const gzip = await raw(chunk, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(chunkText);

    const plain = await raw(chunk);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(chunkText);
  });

  it('compresses text pages too, but not images nor the booking page (its policy reads it)', async () => {
    const accept = { 'Accept-Encoding': 'gzip, br' };
    expect((await raw('/the-lake/', accept)).headers['content-encoding']).toBe('br');
    expect((await raw('/innkit/themes/lake.css', accept)).headers['content-encoding']).toBe('br');
    const image = await raw('/innkit/logo.png', accept);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    const book = await raw('/the-lake/book/cart', accept);
    expect(book.headers['content-encoding']).toBeUndefined();
    expect(book.body.toString()).toBe('<h1>Book</h1>');
  });

  it('answers 304 without a body when the browser holds the current version', async () => {
    const accept = { 'Accept-Encoding': 'br' };
    const first = await raw('/innkit/ik-header.js', accept);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw('/innkit/ik-header.js', { ...accept, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another coding is another version of the bytes.
    const gzip = await raw('/innkit/ik-header.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(gzip.body).toString()).toBe(files['dist/ik-header.js']);
  });
});

describe('the bundle under /innkit/', () => {
  it('does not serve source maps (they carry the original sources)', async () => {
    const response = await get('/innkit/innkit.js.map');
    expect(response.status).toBe(404);
  });

  it.each([
    ['/innkit/innkit.js', 'text/javascript; charset=utf-8', files['dist/innkit.js']],
    ['/innkit/themes/lake.css', 'text/css; charset=utf-8', files['dist/themes/lake.css']],
  ])('serves %s as %s, revalidated on every use', async (path, type, content) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe(content);
  });

  it.each([
    '/innkit/..%2f..%2fpackage.json',
    '/innkit/..%2Fpackage.json',
    '/innkit/%2e%2e/package.json',
    '/innkit/..%5cpackage.json',
    '/innkit/linked.json',
    '/innkit/missing.js',
    '/innkit/%E0%A4%A',
  ])('answers 404 for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('secret');
  });
});

describe('the demo pages', () => {
  it('serves the index at /', async () => {
    const response = await get('/');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(await response.text()).toBe('<h1>Demo index</h1>');
  });

  it('redirects a venue folder to its trailing slash, keeping the query', async () => {
    const response = await get('/the-lake?ik-now=2026-01-01');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/the-lake/?ik-now=2026-01-01');
  });

  it('serves a venue folder’s index.html', async () => {
    expect(await (await get('/seaside/')).text()).toBe('<h1>Seaside</h1>');
  });

  it.each([
    '/the-lake/book',
    '/the-lake/book/',
    '/the-lake/book/cart',
    '/the-lake/book/any/deep/path',
  ])('serves the booking engine page at %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Book</h1>');
  });

  it('fills a page’s {{today±N}} dates from its ?ik-now=, each day its own version', async () => {
    const first = await get('/dated/?ik-now=2026-12-20');
    expect(await first.text()).toBe('<p data-last="2027-02-03">2026-12-20</p>');
    const second = await get('/dated/?ik-now=2027-01-01');
    expect(await second.text()).toBe('<p data-last="2027-02-15">2027-01-01</p>');
    expect(second.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
    const unpinned = await (await get('/dated/')).text();
    expect(unpinned).toMatch(/^<p data-last="\d{4}-\d{2}-\d{2}">\d{4}-\d{2}-\d{2}<\/p>$/);
  });

  it('serves assets with their content type', async () => {
    const response = await get('/demo-assets/x.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('answers 404 with a small HTML page for unknown pages and hidden files', async () => {
    for (const path of ['/nowhere', '/.secret', '/inn/', '//evil.example/']) {
      const response = await createVisitor(sandbox.current).jar.fetch(sandbox.current.url + path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });

  it('answers unknown API addresses with JSON', async () => {
    const response = await get('/rs/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
