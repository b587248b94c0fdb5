import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const root = mkdtempSync(join(tmpdir(), 'innkit-static-'));
const files: Record<string, string> = {
  'package.json': '{"name":"secret"}',
  'dist/innkit.js': 'export const innkit = 1;',
  'dist/innkit.js.map': '{"version":3}',
  'dist/themes/lake.css': ':root { --ik-accent: teal; }',
  'demo-pages/index.html': '<h1>Demo index</h1>',
  'demo-pages/the-lake/index.html': '<h1>The Lake</h1>',
  'demo-pages/the-lake/book/index.html': '<h1>Book</h1>',
  'demo-pages/seaside/index.html': '<h1>Seaside</h1>',
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
