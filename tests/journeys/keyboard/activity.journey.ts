import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../../src/domain/calendar/calendar-day';
import { sandboxAndBrowser } from '../browser';
import { focusedElement } from './focus-checks';
import { keyboardOn, phonePage } from './keyboard-steps';

// Issue 22 build 8: sauna places through the stepper drawer with the keyboard alone, at 375 px,
// asserting where focus lands after every action: a day, a session's More, the stepper, Add
// to cart, Escape back to More, Book now to the cart's heading.
const started = sandboxAndBrowser('keyboard-activity');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn, headingLands } = keys;
// A week on (the activities journey books from tomorrow; this file has its own database).
const FROM = addDays(londonDate(new Date()), 7);

const engine = () => page.locator('ik-booking-engine');

afterAll(() => console.log(`keyboard activity: ${keys.steps.length} steps with focus asserted`));

describe('sauna places through the stepper drawer, by keyboard only, at 375 px', () => {
  it('chooses a day a week on by Tab and the arrow keys; focus stays on the day', async () => {
    page = await phonePage(started.browser);
    await page.goto(`${started.sandbox.url}/the-lake/book/activities/fellside-sauna`);
    await expect.poll(() => engine().locator('h1').textContent()).toBe('Fellside sauna');
    await expect.poll(() => engine().locator('[part=day]').count()).toBeGreaterThan(0);
    await expect.poll(() => engine().locator('[aria-busy=true]').count()).toBe(0);
    await tabTo((now) => now.part === 'day');
    let day = await focusedElement(page);
    for (let i = 0; i < 40 && (day.disabled || (day.date ?? '') < FROM); i += 1) {
      day = await press('ArrowRight');
    }
    expect(day.date! >= FROM).toBe(true);
    const chosen = await press('Enter');
    expect(chosen.date).toBe(day.date);
    await expect.poll(() => engine().locator('[part~=session]').count()).toBeGreaterThan(0);
  });

  it('More opens the drawer with focus inside; + twice counts two places', async () => {
    const more = await tabTo((now) => now.tag === 'button' && now.text.startsWith('More'));
    await page.keyboard.press('Enter');
    // Focus goes into the drawer, to its first control: the stepper's +.
    const plus = await landsOn((now) => now.inDialog, 'Enter on More');
    expect(plus.text).toBe('+Add a place');
    expect((await press('Enter')).text).toMatch(/Add a place$/);
    expect((await press('Space')).text).toMatch(/Add a place$/);
    const drawer = engine().getByRole('dialog');
    await expect.poll(() => drawer.locator('output').textContent()).toBe('2');
    expect(more.text).toMatch(/^More: /);
  });

  it('Add to cart adds the places and says so; the outcome then takes focus', async () => {
    const add = await tabTo((now) => now.text === 'Add to cart');
    expect(add.inDialog).toBe(true);
    await page.keyboard.press('Enter');
    const drawer = engine().getByRole('dialog');
    await expect
      .poll(() => drawer.locator('[part=bulk-outcome]').textContent())
      .toBe('2 places added to your cart.');
    expect(await drawer.locator('[part=bulk-outcome]').getAttribute('role')).toBe('status');
    // The button is dimmed again (its count back at 0): focus moves to the outcome, in the
    // drawer, where it is read; Escape still closes the drawer from there.
    const after = await landsOn((now) => now.part === 'bulk-outcome', 'Enter on Add to cart');
    expect(after.inDialog).toBe(true);
  });

  it('Escape closes the drawer and gives focus back to More; Book now opens the cart', async () => {
    const back = await press('Escape');
    expect(back.text).toMatch(/^More: /);
    await expect.poll(() => engine().locator('[part=my-session]').count()).toBe(2);
    await tabTo((now) => now.text === 'Book now');
    await page.keyboard.press('Enter');
    await headingLands('Your cart', 'Enter on Book now');
    await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(2);
    await page.context().close();
  });
});
