import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';
import { nextFrames } from './frames';
import { priceAnswer } from './price-answers';

// The quick-book panel on the three properties' demo pages, holding the stay calendar as an
// editor places it: it opens, its calendar shows prices from the page's shared month cache
// (each month asked for once, whichever calendar shows it first), page scrolling is locked
// while it is open and free again after, and axe finds nothing with it open.
const run = sandboxAndBrowser('quick-book');

const PAGES = [
  { url: '/the-lake/', button: 'Book now', heading: 'Book a stay' },
  { url: '/seaside/', button: 'Book now', heading: 'Book a stay' },
  { url: '/inn/', button: 'Book now', heading: 'Book a room at the inn' },
];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** A calendar has drawn its days and no month is still loading. */
async function loaded(calendar: Locator) {
  await expect.poll(() => calendar.locator('button[data-date]').count()).toBeGreaterThan(0);
  await expect.poll(() => calendar.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Whether the page's own scrolling is locked (the lock hides the root's overflow). */
const locked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

/** Turn the mouse wheel over the page from its top, and wait until the page has drawn since. */
async function wheel(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(20, 600);
  await page.mouse.wheel(0, 500);
  await nextFrames(page);
}

const scrolledBy = (page: Page) => page.evaluate(() => window.scrollY);

describe('the quick-book panel on the demo pages', () => {
  for (const viewport of VIEWPORTS) {
    for (const { url, button, heading } of PAGES) {
      it(`${url} at ${viewport.width}px: opens with the stay calendar's prices, locking page scrolling until closed`, async () => {
        const context = await run.browser.newContext({ viewport });
        // A guest who has already answered the inn's newsletter modal (it would open on top).
        await context.addCookies([{ name: 'signupCookie', value: '1', url: run.sandbox.url }]);
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        const answers: Promise<string | null>[] = [];
        page.on('response', (response) => answers.push(priceAnswer(response)));
        const calls = async () => (await Promise.all(answers)).filter((c) => c !== null);

        await page.goto(`${run.sandbox.url}${url}?ik-now=2026-12-01`);
        const main = page.locator('main ik-stay-calendar');
        const panelCalendar = page.locator('ik-quick-book ik-stay-calendar');
        expect(await page.locator('ik-stay-calendar').count()).toBe(2);
        // Calendars load when on screen (docs/embedding.md, Loading strategies): scroll to the page's own.
        await main.scrollIntoViewIfNeeded();
        await loaded(main);
        expect(await locked(page)).toBe(false);

        const quickBook = page.locator('ik-quick-book');
        const panel = quickBook.locator('dialog');
        const open = quickBook.getByRole('button', { name: button });
        expect(await open.getAttribute('aria-expanded')).toBe('false');
        await open.click();
        await expect.poll(() => panel.getAttribute('data-phase')).toBe('open');
        expect(await page.getByRole('dialog', { name: heading }).isVisible()).toBe(true);
        expect(await open.getAttribute('aria-expanded')).toBe('true');
        // Focus moved into the panel's calendar.
        expect(await page.evaluate(() => document.activeElement?.localName)).toBe(
          'ik-stay-calendar',
        );

        // Its calendar shows prices, from the same month cache as the page's own calendar.
        await loaded(panelCalendar);
        expect(await panelCalendar.locator('[role=grid]').first().isVisible()).toBe(true);
        const names = await panelCalendar
          .locator('button[data-date] .ik-visually-hidden')
          .allTextContents();
        expect(names.some((n) => /from £\d+ for \d+ nights?, \d+ rooms? left/.test(n))).toBe(true);
        // A month only the panel has shown so far…
        await panelCalendar.locator('[part="next"]').click();
        await loaded(panelCalendar);

        // …while open, the page does not scroll, and axe finds nothing.
        expect(await locked(page)).toBe(true);
        await wheel(page);
        expect(await scrolledBy(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await quickBook.getByRole('button', { name: 'Close booking panel' }).click();
        await expect.poll(() => panel.getAttribute('data-phase')).toBe('closed');
        expect(await locked(page)).toBe(false);
        await wheel(page);
        await expect.poll(() => scrolledBy(page)).toBeGreaterThan(0);
        expect(await open.getAttribute('aria-expanded')).toBe('false');
        expect(
          await page.evaluate(
            () => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') ?? null,
          ),
        ).toBe('open');

        // …is not asked for again when the page's own calendar moves on to it.
        const before = await calls();
        await main.locator('[part="next"]').click();
        await loaded(main);
        await page.waitForLoadState('networkidle');
        const after = await calls();
        expect(before.length).toBeGreaterThan(0);
        expect(after).toEqual(before);
        expect(after.filter((c, i) => after.indexOf(c) !== i)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
