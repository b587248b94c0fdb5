import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStayFor } from '../../../sandbox/dining/booked-stay-fixture';
import { SEEDED_GUEST } from '../../../sandbox/db/seed-guest';
import { addDays, londonDate } from '../../../src/domain/calendar/calendar-day';
import { formatDate } from '../../../src/domain/format/format-date';
import { sandboxAndBrowser } from '../browser';
import { keyboardOn, logInToMyBookings, phonePage } from './keyboard-steps';

// Issue 22 build 8: a dinner reservation with the keyboard alone, at 375 px: log in, from the
// booked stay to its tables, the second night's dinner, a refused Reserve, the restaurant and
// time (the time grid) by arrow keys, covers by the stepper, Reserve; asserting where focus lands each time.
const started = sandboxAndBrowser('keyboard-dining');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn, headingLands } = keys;
// A stay a month on (the dining journey's is a fortnight on; this file has its own database).
const ARRIVAL = addDays(londonDate(new Date()), 30);
const NIGHT = addDays(ARRIVAL, 1);
const TITLE = `Dinner, ${formatDate(NIGHT)}`;

const engine = () => page.locator('ik-booking-engine');
const block = () => engine().locator('[part~=meal-block]', { hasText: TITLE });

beforeAll(() => {
  const { repos } = started.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('no seeded guest');
  bookStayFor(repos, guest.id, ARRIVAL, 3, Date.now());
});

afterAll(() => console.log(`keyboard dining: ${keys.steps.length} steps with focus asserted`));

describe('a dinner reservation, by keyboard only, at 375 px', () => {
  it('logs in by keys and goes from the stay to its tables, each heading focused', async () => {
    page = await phonePage(started.browser);
    await logInToMyBookings(keys, page, started.sandbox.url, SEEDED_GUEST);
    await expect.poll(() => engine().locator('[part~=reserve-table]').count()).toBe(1);
    await tabTo((now) => now.text.startsWith('Reserve a table'));
    await page.keyboard.press('Enter');
    await headingLands('Dining', 'Enter on Reserve a table');
    await expect.poll(() => engine().locator('[part~=meal-block]').count()).toBeGreaterThan(2);
  });

  it('the night: "Add a reservation" opens the form with focus on the restaurant', async () => {
    await tabTo((now) => now.text.startsWith(`Add a reservation: ${TITLE}`));
    await page.keyboard.press('Enter');
    const restaurant = await landsOn((now) => now.label === 'Restaurant', 'Enter on Add');
    expect(restaurant.tag).toBe('select');
  });

  it('a refused Reserve puts focus back on the restaurant, with its message', async () => {
    await tabTo((now) => now.text === 'Add to cart');
    await page.keyboard.press('Enter');
    const first = await landsOn((now) => now.label === 'Restaurant', 'Enter on Reserve, empty');
    expect(first.tag).toBe('select');
    await expect.poll(() => block().locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
  });

  it('the arrow chooses a restaurant, + a third guest, the arrow a time; Reserve', async () => {
    expect((await press('ArrowDown')).label).toBe('Restaurant');
    const form = block().locator('form[part=reservation-form]');
    await expect.poll(() => form.getByLabel('Restaurant').inputValue()).not.toBe('');
    const plus = await tabTo((now) => now.text.endsWith('Add a guest'));
    expect((await press('Enter')).text).toBe(plus.text);
    await expect.poll(() => form.locator('output').textContent()).toBe('3');
    // The times are the kit's grid (as the spa's): Tab enters it once, the arrow chooses.
    const times = form.getByRole('group', { name: 'Time' }).getByRole('radio');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    const first = await press('Tab');
    expect(first.tag).toBe('input');
    expect(first.label).toMatch(/^\d\d:\d\d$/);
    const next = await press('ArrowDown');
    expect(next.label).toMatch(/^\d\d:\d\d$/);
    await expect.poll(() => form.getByRole('radio', { checked: true }).count()).toBe(1);
    const time = next.label ?? '';
    await tabTo((now) => now.text === 'Add to cart');
    await page.keyboard.press('Enter');
    // The form closes: focus goes back to the button that opened it; the status says it all.
    const opener = await landsOn(
      (now) => now.text.startsWith(`Add a reservation: ${TITLE}`),
      'Enter on Add to cart',
    );
    expect(opener.tag).toBe('button');
    await expect
      .poll(() => block().locator('[part=held]').textContent())
      .toMatch(new RegExp(`^Table held: .+, ${time}, 3 guests`));
  });

  it('Shift+Tab back to the header’s cart; Enter: the table in the cart, its heading focused', async () => {
    const cart = await tabTo((now) => now.part === 'cart', 'Shift+Tab', 120);
    expect(cart.tag).toBe('a');
    await page.keyboard.press('Enter');
    await headingLands('Your cart', 'Enter on the header’s cart');
    const line = engine().locator('[part=cart-item]', { hasText: 'Dinner at' });
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain('Holding');
    await page.context().close();
  });
});
