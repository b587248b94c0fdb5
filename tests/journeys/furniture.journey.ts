import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';
import { allDrawn, revealAll } from './reveal';
import { nextFrames } from './frames';

// Issue 5: nothing shifts the page's layout when the furniture upgrades. Each element's box
// is read as the page is first parsed, before any element is defined (the loader imports
// them later), and again once every one has drawn: its height must not change.
const run = sandboxAndBrowser('furniture');

const FURNITURE = [
  'ik-slide-menu',
  'ik-nav-overlay',
  'ik-quick-book',
  'ik-site-menu',
  'ik-mobile-tabs',
  'ik-golf-hole',
  'ik-header',
];
const PAGES = ['/the-lake/', '/seaside/', '/inn/', '/seaside/golf/', '/the-lake/offers/'];

type Box = { tag: string; top: number; height: number };

describe('page furniture upgrading', () => {
  for (const width of [375, 1280]) {
    for (const url of PAGES) {
      it(`${url} at ${width}px: no element changes height`, async () => {
        const context = await run.browser.newContext({ viewport: { width, height: 800 } });
        // Guests who have answered the newsletter modal (it is not furniture).
        await context.addCookies([{ name: 'signupCookie', value: '1', url: run.sandbox.url }]);
        const page = await context.newPage();
        await page.addInitScript((tags) => {
          document.addEventListener('DOMContentLoaded', () => {
            const boxes = [...document.querySelectorAll<HTMLElement>(tags.join(','))]
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => {
                const box = el.getBoundingClientRect();
                const tag = el.localName;
                return {
                  tag,
                  top: box.top,
                  height: box.height,
                  // Every tag is defined at once (the loader's shells); loaded once its chunk ran.
                  loaded: el.matches(':state(loaded)'),
                };
              });
            (window as unknown as { __before: unknown }).__before = boxes;
          });
        }, FURNITURE);
        await page.goto(`${run.sandbox.url}${url}`);
        const before = await page.evaluate(
          () => (window as unknown as { __before: (Box & { loaded: boolean })[] }).__before,
        );
        expect(before.length).toBeGreaterThan(0);
        expect(before.filter((b) => b.loaded)).toEqual([]);
        // Every displayed element defined and drawn (its shadow root has content), then a frame
        // more drawn. Islands below the fold load when scrolled to (issue 19): scroll through them.
        await revealAll(page, FURNITURE.join(','));
        await expect.poll(() => allDrawn(page, FURNITURE.join(','))).toBe(true);
        await nextFrames(page);
        const after = await page.evaluate(
          (tags) =>
            [...document.querySelectorAll<HTMLElement>(tags.join(','))]
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => {
                const box = el.getBoundingClientRect();
                return { tag: el.localName, top: box.top, height: box.height };
              }),
          FURNITURE,
        );
        // Heights: an element's top also moves when something else above it grows.
        const round = (boxes: Box[]) =>
          boxes.map(({ tag, height }) => ({ tag, height: Math.round(height) }));
        expect(round(after)).toEqual(round(before));
        await context.close();
      });
    }
  }
});
