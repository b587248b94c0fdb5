import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';
import { addSampleItem } from './sample-item';

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
    ['/login-register', /\/react-LoginRegister-/],
    ['/gift-cards', /\/react-GiftCards-/],
  ])('is asked for by that first chunk, on %s', async (route, screen) => {
    await withPage(async (page, askedBy) => {
      const screenAsked = page.waitForRequest((request) => screen.test(request.url()));
      await page.goto(`${run.sandbox.url}/the-lake/book${route}`);
      const file = new URL((await screenAsked).url()).pathname;
      await expect.poll(() => askedBy.get(file)).toMatch(FIRST_CHUNK);
    });
  });

  it.each([
    ['/stay/search', false],
    ['/stay', true],
    ['/cart', true],
    ['/login-register?redirect=checkout', true],
  ])(
    'on %s, the running summary’s chunk is asked for by that first chunk when shown',
    async (route, shown) => {
      await withPage(async (page, askedBy) => {
        await page.goto(`${run.sandbox.url}/the-lake/book${route}`);
        await expect.poll(() => page.locator('ik-booking-engine').locator('h1').count()).toBe(1);
        await page.waitForLoadState('networkidle');
        const asked = [...askedBy].filter(([file]) => SUMMARY.test(file));
        if (shown) expect(asked.map(([, by]) => by)).toEqual([expect.stringMatching(FIRST_CHUNK)]);
        else expect(asked).toEqual([]);
      });
    },
  );

  it('is Book your Stay for a guest without a session on /cart: the cart is never fetched', async () => {
    await withPage(async (page, askedBy) => {
      // The history's length as the page starts, before any of its scripts has run.
      await page.addInitScript(() => {
        (window as unknown as { startLength: number }).startLength = history.length;
      });
      const stayAsked = page.waitForRequest((request) => BOOK_STAY.test(request.url()));
      await page.goto(`${run.sandbox.url}/the-lake/book/cart`);
      const file = new URL((await stayAsked).url()).pathname;
      await expect.poll(() => askedBy.get(file)).toMatch(FIRST_CHUNK);
      expect(new URL(page.url()).pathname).toBe('/the-lake/book/stay');
      const engine = page.locator('ik-booking-engine');
      await expect.poll(() => engine.locator('h1').textContent()).toBe('Book your Stay');
      await page.waitForLoadState('networkidle');
      expect([...askedBy.keys()].filter((asked) => CART.test(asked))).toEqual([]);
      // The address was replaced, not pushed: back leaves the engine.
      const lengths = await page.evaluate(() => [
        (window as unknown as { startLength: number }).startLength,
        history.length,
      ]);
      expect(lengths[1]).toBe(lengths[0]);
    });
  });

  it('is the cart, as before, for a guest with a session on /cart', async () => {
    await withPage(async (page, askedBy) => {
      // A session (its cookie) with a room in the cart.
      await page.goto(`${run.sandbox.url}/the-lake/book/stay`);
      await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/\bik_session=/);
      await page.evaluate(addSampleItem);
      const cartAsked = page.waitForRequest((request) => CART.test(request.url()));
      await page.goto(`${run.sandbox.url}/the-lake/book/cart`);
      const file = new URL((await cartAsked).url()).pathname;
      await expect.poll(() => askedBy.get(file)).toMatch(FIRST_CHUNK);
      const engine = page.locator('ik-booking-engine');
      await expect.poll(() => engine.locator('h1').textContent()).toBe('Your cart');
      await expect.poll(() => engine.locator('[part=cart-item]').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/the-lake/book/cart');
    });
  });
});

const FIRST_CHUNK = /\/react-engine-first-[\w-]+\.js$/;
const CART = /\/react-CartScreen-/;
const BOOK_STAY = /\/react-BookStay-/;
const SUMMARY = /\/react-BookingSummary-/;

/**
 * A fresh phone-sized page (no cookies), and who asked for each file: the script whose code
 * imported it (Chromium's initiator).
 */
async function withPage(
  use: (page: Page, askedBy: Map<string, string>) => Promise<void>,
): Promise<void> {
  const context = await run.browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const askedBy = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
      askedBy.set(new URL(request.url).pathname, frame?.url ?? initiator.url ?? '');
    });
    await cdp.send('Network.enable');
    await use(page, askedBy);
  } finally {
    await context.close();
  }
}
