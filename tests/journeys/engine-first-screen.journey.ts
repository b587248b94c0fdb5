import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';

// The engine's first screen downloads beside the engine's own chunk (issue 19): a small first
// chunk of the engine's graph, run by the loader before React's chunk, imports the screen of
// the page's address (widgets/booking-engine/screen-imports.ts, scripts/rollup/engine-chunks.mjs).
const run = sandboxAndBrowser('engine-first-screen');
const dist = path.join(import.meta.dirname, '../../dist');
const graph = JSON.parse(readFileSync(path.join(dist, 'chunk-graph.json'), 'utf8')) as Record<
  string,
  string[]
>;

describe('the booking engine’s first screen', () => {
  it('comes from a first chunk that the loader runs before the engine’s own', () => {
    const files = graph['ik-booking-engine'] ?? [];
    const first = files.findIndex((file) => /\/react-engine-first-/.test(file));
    const element = files.findIndex((file) => /\/react-ik-booking-engine\.element-/.test(file));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(element);
    // It must not wait for the engine's chunk: it imports only the shared runtime.
    const code = readFileSync(path.join(dist, files[first] ?? ''), 'utf8');
    const statics = [...code.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(statics).toEqual(['../rt/runtime.js']);
  });

  it.each([
    ['/cart', /\/react-CartScreen-/],
    ['/login-register', /\/react-LoginRegister-/],
    ['/gift-cards', /\/react-GiftCards-/],
  ])('is asked for by that first chunk, on %s', async (route, screen) => {
    const context = await run.browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      // Who asked for each file: the script whose code imported it (Chromium's initiator).
      const cdp = await context.newCDPSession(page);
      const askedBy = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
        askedBy.set(new URL(request.url).pathname, frame?.url ?? initiator.url ?? '');
      });
      await cdp.send('Network.enable');
      const screenAsked = page.waitForRequest((request) => screen.test(request.url()));
      await page.goto(`${run.sandbox.url}/the-lake/book${route}`);
      const file = new URL((await screenAsked).url()).pathname;
      await expect.poll(() => askedBy.get(file)).toMatch(/\/react-engine-first-[\w-]+\.js$/);
    } finally {
      await context.close();
    }
  });
});
