import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';

// innkit from a CDN (issue 21 item 3): a host page on one origin (a plain server on the
// loopback, as an agency's CMS would be) loads the loader and the theme from the versioned
// folder of another origin (the sandbox standing in for the CDN), with `crossorigin` and the
// integrity of dist/sri.json, exactly as docs/embedding.md shows; the guest uses an element there.
// A loader whose bytes do not match its integrity is refused.
const cdn = sandboxAndBrowser('cdn');
const sri = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../dist/sri.json'), 'utf8'),
) as { version: string; base: string; files: Record<string, string> };

function hostPage(loaderIntegrity: string): string {
  const at = `${cdn.sandbox.url}${sri.base}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" crossorigin href="${at}themes/lake.css" integrity="${sri.files['themes/lake.css']}">
<script type="module" crossorigin src="${at}innkit.js" integrity="${loaderIntegrity}"></script>
</head><body>
<ik-golf-hole loading="eager" hole="2" name="Burn" par="3" stroke-index="18" diagram="/hole.svg"
  diagram-alt="A short hole" yards-black="160" yards-blue="150" yards-white="140" yards-yellow="130"></ik-golf-hole>
</body></html>`;
}

let host: Server;
let hostUrl: string;
beforeAll(async () => {
  host = createServer((req, res) => {
    const pages: Record<string, () => string> = {
      '/host/': () => hostPage(sri.files['innkit.js']!),
      '/host-wrong-integrity/': () => hostPage(sri.files['themes/base.css']!),
    };
    if (req.url === '/hole.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20"/></svg>',
      );
    } else if (req.url && pages[req.url]) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(pages[req.url]!());
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function openHost(folder: string) {
  const context = await cdn.browser.newContext();
  const page = await context.newPage();
  const requests: Request[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`${hostUrl}/${folder}/`);
  return { page, requests, consoleLines, close: () => context.close() };
}

describe('innkit from a CDN on another origin', () => {
  it('loads the versioned loader and theme with integrity, and the guest uses an element', async () => {
    expect(new URL(cdn.sandbox.url).origin).not.toBe(hostUrl);
    const { page, requests, close } = await openHost('host');
    try {
      const hole = page.locator('ik-golf-hole');
      await expect.poll(() => hole.locator('[part~=title]').textContent()).toContain('Burn');
      // The guest chooses the white tee: the element answers with its event and its yards.
      const teeChange = page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            document.addEventListener('ik-tee-change', (e) => resolve((e as CustomEvent).detail), {
              once: true,
            }),
          ),
      );
      await hole.locator('[part~=tee][data-tee=white]').click();
      expect(await teeChange).toMatchObject({ hole: 2, tee: 'white', yards: 140 });
      // The theme came from the CDN too: its tokens are on the host page.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ik-color-primary').trim(),
      );
      expect(primary).not.toBe('');
      const bundle = requests.filter((r) => new URL(r.url()).pathname.startsWith('/innkit/'));
      expect(bundle.length).toBeGreaterThan(2);
      for (const request of bundle) {
        expect(request.url().startsWith(`${cdn.sandbox.url}${sri.base}`), request.url()).toBe(true);
      }
      const loader = await page.request.get(`${cdn.sandbox.url}${sri.base}innkit.js`, {
        headers: { Origin: hostUrl },
      });
      expect(loader.headers()['access-control-allow-origin']).toBe('*');
      expect(loader.headers()['cache-control']).toContain('immutable');
    } finally {
      await close();
    }
  });

  it('refuses a loader whose bytes do not match its integrity', async () => {
    const { page, consoleLines, close } = await openHost('host-wrong-integrity');
    try {
      await expect.poll(() => consoleLines.some((line) => /integrity/i.test(line))).toBe(true);
      expect(await page.evaluate(() => customElements.get('ik-golf-hole'))).toBeUndefined();
    } finally {
      await close();
    }
  });
});
