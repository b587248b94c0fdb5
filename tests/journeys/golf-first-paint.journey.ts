import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';
import { nextFrames } from './frames';
import { layoutShift, watchLayoutShift } from './layout-shift';

// Issue 19: the golf course page's largest paint, the first hole's diagram, comes before the
// golf hole's chunk (the loader draws it in the element's light DOM), and nothing moves when
// the chunk draws the hole over it. The chunk is held back here until the diagram is painted:
// without the placeholder nothing would paint it, and the wait would never end.
const run = sandboxAndBrowser('golf-first-paint');

type Paint = { url: string; placeholder: boolean; loaded: boolean };

describe('the golf course page', () => {
  it('paints the first diagram before the chunk arrives, and keeps it as the largest paint', async () => {
    // Lighthouse's phone.
    const page = await run.browser.newPage({ viewport: { width: 412, height: 823 } });
    await watchLayoutShift(page);
    await page.addInitScript(() => {
      const paints: Paint[] = [];
      (window as unknown as { __ikPaints: Paint[] }).__ikPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          paints.push({
            url: entry.url,
            // The element is null for one inside a shadow root: the hole the chunk drew.
            placeholder: !!entry.element?.matches('ik-golf-hole > [data-ik-placeholder]'),
            loaded: !!document.querySelector('ik-golf-hole')?.matches(':state(loaded)'),
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/innkit/ik-golf-hole.js', async (route) => {
      await held;
      await route.continue();
    });
    const paints = () =>
      page.evaluate(() => (window as unknown as { __ikPaints: Paint[] }).__ikPaints);

    await page.goto(`${run.sandbox.url}/seaside/golf/`);
    await expect
      .poll(async () => (await paints()).at(-1))
      .toEqual({
        url: expect.stringMatching(/\/golf\/hole-1\.svg$/),
        placeholder: true,
        loaded: false,
      });
    const placeholder = page.locator('ik-golf-hole > [data-ik-placeholder]').first();
    expect(await placeholder.getAttribute('alt')).toBe(
      'Hole 1, Shore: a fairway between the dunes to a guarded green.',
    );
    expect(await placeholder.getAttribute('fetchpriority')).toBe('high');

    release();
    const hole = page.locator('ik-golf-hole').first();
    const drawn = hole.locator('[part=diagram] img');
    await expect
      .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await nextFrames(page);
    // The hole drew its diagram where the placeholder was, no larger: the largest paint stays.
    expect((await paints()).filter((paint) => paint.loaded)).toEqual([]);
    expect(await placeholder.evaluate((img) => img.getClientRects().length)).toBe(0);
    expect((await layoutShift(page)).cls).toBeLessThanOrEqual(0.01);
    await page.close();
  });
});
