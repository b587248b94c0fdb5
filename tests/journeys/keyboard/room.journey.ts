import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar/calendar-day';
import { sandboxAndBrowser } from '../browser';
import { type Focused, focusedElement } from './focus-checks';
import { keyboardOn } from './keyboard-steps';

// Issue 22 build 8 and build 5: a room booked with the keyboard alone on a 375 px phone,
// asserting where focus lands after every key, and that no sticky bar ever covers it.
const started = sandboxAndBrowser('keyboard-room');
let page: Page;

const engine = () => page.locator('ik-booking-engine');

const { press, steps, tabTo } = keyboardOn(() => page);

describe('a room, by keyboard only, at 375 px', () => {
  it('opens Book your Stay on a date with rates', async () => {
    const context = await started.browser.newContext({ viewport: { width: 375, height: 740 } });
    page = await context.newPage();
    // A stay a fortnight on: the sandbox seeds a rolling year of rates from today.
    const arrival = addDays(new Date().toISOString().slice(0, 10), 14);
    for (let date = arrival, tries = 0; tries < 14; date = addDays(date, 1), tries += 1) {
      await page.goto(`${started.sandbox.url}/the-lake/book/stay/${date}/2/2/0/0`);
      await expect.poll(() => engine().locator('h1').textContent()).toBe('Book your Stay');
      const rates = engine().locator('[part=rate]');
      const none = engine().locator('[part=no-rates]');
      await expect
        .poll(async () => (await rates.count()) + (await none.count()))
        .toBeGreaterThan(0);
      if (await rates.count()) break;
    }
    expect(await engine().locator('[part=rate]').count()).toBeGreaterThan(0);
  });

  it('Enter on the search line opens the adjust-search sheet; Escape brings focus back', async () => {
    const line = await tabTo((now) => now.part === 'bar-search');
    expect(line.text).toMatch(/^Your search: \d+(–| .+ – )\d+ \w{3}.* · 2 adults Change$/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).inDialog).toBe(true);
    const inside = await focusedElement(page);
    expect(inside.coveredBy).toEqual([]);
    steps.push(inside);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focusedElement(page)).part).toBe('bar-search');
  });

  it('tabs to the first "Add room" with every stop in view, never under a bar', async () => {
    let now: Focused | null = null;
    for (let i = 0; i < 80; i += 1) {
      now = await press('Tab');
      if (now.tag === 'button' && now.text.startsWith('Add room')) break;
    }
    expect(now?.text).toMatch(/^Add room/);
    expect(steps.length).toBeGreaterThan(3);
  });

  it('Enter adds the room: focus lands on the confirmation, then its next steps', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).part).toBe('in-cart-title');
    const confirmation = await focusedElement(page);
    steps.push(confirmation);
    expect(confirmation.text).toBe('Your room is in the cart.');
    expect(confirmation.coveredBy).toEqual([]);
    expect((await press('Tab')).text).toBe('Keep my booking');
    expect((await press('Tab')).text).toBe('Add Lake room');
    expect((await press('Tab')).text).toBe('Book now');
    // Then the booking bar along the foot: the total, then its way on; nothing under it.
    expect((await press('Tab')).part).toBe('summary-open');
    expect((await press('Tab')).text).toBe('Continue to cart');
    expect((await press('Shift+Tab')).part).toBe('summary-open');
    expect((await press('Shift+Tab')).text).toBe('Book now');
  });

  it('Enter on Book now opens the cart with focus on its heading', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).text).toBe('Your cart');
    const heading = await focusedElement(page);
    expect(heading.tag).toBe('h1');
    expect(heading.coveredBy).toEqual([]);
    steps.push(heading);
    // Every step of the cart, in view too.
    for (let i = 0; i < 12; i += 1) {
      const now = await press('Tab');
      if (now.text.startsWith('Pay Now') || now.text.startsWith('Checkout')) break;
    }
    await page.context().close();
  });
});
