import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';
import { nextFrames } from './frames';
import { revealAll } from './reveal';

// CLS (issue 19): the page's own stay calendar reserves its height before its island loads
// (themes/base.css), never more than it then draws, so that nothing below it moves up, and
// short of it only by what wraps differently at a width between two bands.
const run = sandboxAndBrowser('stay-calendar-reserve');

const CALENDAR = 'main ik-stay-calendar';
const MOST_IT_GROWS_PX = 80;

describe('the stay calendar before it loads', () => {
  for (const url of ['/the-lake/', '/seaside/', '/inn/']) {
    for (const width of [375, 412, 768, 1280]) {
      it(`${url} at ${width}px: reserves at most the height it draws, and nearly all of it`, async () => {
        const context = await run.browser.newContext({ viewport: { width, height: 800 } });
        await context.addCookies([{ name: 'signupCookie', value: '1', url: run.sandbox.url }]);
        const page = await context.newPage();
        await page.addInitScript((selector) => {
          document.addEventListener('DOMContentLoaded', () => {
            const el = document.querySelector(selector)!;
            (window as unknown as { __reserved: unknown }).__reserved = {
              height: el.getBoundingClientRect().height,
              loaded: el.matches(':state(loaded)'),
            };
          });
        }, CALENDAR);
        await page.goto(`${run.sandbox.url}${url}`);
        const reserved = await page.evaluate(
          () =>
            (window as unknown as { __reserved: { height: number; loaded: boolean } }).__reserved,
        );
        expect(reserved.loaded).toBe(false);
        await revealAll(page, CALENDAR);
        await expect
          .poll(() => page.locator(CALENDAR).evaluate((el) => el.matches(':state(loaded)')))
          .toBe(true);
        await nextFrames(page);
        const drawn = await page
          .locator(CALENDAR)
          .evaluate((el) => el.getBoundingClientRect().height);
        console.log(`stay calendar ${url} ${width}px: ${reserved.height} reserved, ${drawn} drawn`);
        expect(reserved.height).toBeGreaterThan(0);
        expect(reserved.height).toBeLessThanOrEqual(drawn);
        expect(drawn - reserved.height).toBeLessThanOrEqual(MOST_IT_GROWS_PX);
        await context.close();
      });
    }
  }
});
