import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../../src/domain/calendar/calendar-day';
import { sandboxAndBrowser } from '../browser';
import { focusedElement } from './focus-checks';
import { chooseSpaDay, spaChosenDay } from '../date-grid-steps';
import { keyboardOn, phonePage } from './keyboard-steps';

// Issue 22 build 8: a spa treatment with the keyboard alone, at 375 px, asserting where focus
// lands after every action: the opener after Escape, the times after a refused "Add to cart", the
// confirmation after booking, the cart's heading after "Go to cart".
const started = sandboxAndBrowser('keyboard-spa');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn, headingLands } = keys;
// Inside the demo page's spa window (45 days from today) and unlike the spa journey's days.
const SPA_DAY = addDays(londonDate(new Date()), 5);

const engine = () => page.locator('ik-booking-engine');
const drawer = () => engine().locator('dialog[part~=spa-drawer]');
const MASSAGE = 'Choose a time: Lakeside massage';

afterAll(() => console.log(`keyboard spa: ${keys.steps.length} steps with focus asserted`));

describe('a spa treatment, by keyboard only, at 375 px', () => {
  it('opens the massage: focus in the drawer on the date group; Escape gives it back', async () => {
    page = await phonePage(started.browser);
    await page.goto(`${started.sandbox.url}/the-lake/book/treatments`);
    await expect.poll(() => engine().locator('h1').textContent()).toBe('Spa treatments');
    await expect.poll(() => engine().locator('[part~=treatment]').count()).toBe(3);
    await tabTo((now) => now.name === MASSAGE);
    await page.keyboard.press('Enter');
    // The date group's first control: the month before (dimmed in today's month), then the days.
    const date = await landsOn((now) => now.inDialog, 'Enter on Choose a time');
    expect(date.text).toContain('Previous month');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().getAttribute('data-phase')).toBe('closed');
    const opener = await landsOn((now) => now.name === MASSAGE, 'Escape');
    expect(opener.tag).toBe('button');
    await page.keyboard.press('Enter');
    const again = await landsOn((now) => now.inDialog, 'Enter again');
    expect(again.text).toContain('Previous month');
  });

  it('chooses the day on the grid; "Add to cart" without a time focuses the first time', async () => {
    await chooseSpaDay(page, SPA_DAY);
    expect(await spaChosenDay(page)).toBe(SPA_DAY);
    expect((await focusedElement(page)).inDialog).toBe(true);
    await expect.poll(() => drawer().getByRole('radio').count()).toBeGreaterThan(1);
    const book = await tabTo((now) => now.text === 'Add to cart');
    expect(book.inDialog).toBe(true);
    await page.keyboard.press('Enter');
    const first = await landsOn((now) => now.tag === 'input', 'Enter on Book, no time');
    expect(await drawer().locator('[part=field-error]').textContent()).toBe(
      'Please choose a time.',
    );
    expect(first.label).toMatch(/^\d\d:\d\d$/);
  });

  it('the arrow chooses the next time; Book puts focus on the confirmation', async () => {
    const second = await press('ArrowRight');
    expect(second.tag).toBe('input');
    expect(await drawer().getByRole('radio', { checked: true }).count()).toBe(1);
    await tabTo((now) => now.text === 'Add to cart');
    await page.keyboard.press('Enter');
    const done = await landsOn((now) => now.text.startsWith('Added to your cart'), 'Enter on Book');
    expect(done.text).toContain(`Lakeside massage`);
    expect(done.text).toContain(second.label ?? '');
  });

  it('Tab reaches "Go to cart"; Enter opens the cart with the massage, focus on its heading', async () => {
    expect((await press('Tab')).text).toBe('Go to cart');
    await page.keyboard.press('Enter');
    await headingLands('Your cart', 'Enter on Go to cart');
    const treatments = engine().locator('[data-category=Treatments]');
    await expect.poll(() => treatments.textContent()).toContain('Lakeside massage');
    await page.context().close();
  });
});
