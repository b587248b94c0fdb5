import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStayFor } from '../../../sandbox/dining/booked-stay-fixture';
import { SEEDED_GUEST } from '../../../sandbox/db/seed-guest';
import { addDays, londonDate } from '../../../src/domain/calendar/calendar-day';
import { sandboxAndBrowser } from '../browser';
import { keyboardOn, logInToMyBookings, phonePage } from './keyboard-steps';

// Issue 22 build 8: a post-stay extra in My Bookings with the keyboard alone, at 375 px: log
// in, open a booked stay's extras, add one, close; asserting where focus lands after each
// action (My Bookings' heading, into the drawer, on Add while its status speaks, the opener).
const started = sandboxAndBrowser('keyboard-stay-extra');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn } = keys;
// A stay of its own, six weeks on (no other journey books it; this file has its database).
const ARRIVAL = addDays(londonDate(new Date()), 42);
const PROSECCO = 'Add bottle of prosecco';

const engine = () => page.locator('ik-booking-engine');

beforeAll(() => {
  const { repos } = started.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('no seeded guest');
  bookStayFor(repos, guest.id, ARRIVAL, 2, Date.now());
});

afterAll(() => console.log(`keyboard stay extra: ${keys.steps.length} steps with focus asserted`));

describe('a post-stay extra in My Bookings, by keyboard only, at 375 px', () => {
  it('logs in by keys; focus lands on My Bookings’ heading', async () => {
    page = await phonePage(started.browser);
    await logInToMyBookings(keys, page, started.sandbox.url, SEEDED_GUEST);
    await expect.poll(() => engine().locator('[part=stay-extras]').count()).toBe(1);
  });

  it('Enter on Extras opens the drawer with focus inside it', async () => {
    await tabTo((now) => now.part === 'stay-extras');
    await page.keyboard.press('Enter');
    await landsOn((now) => now.inDialog, 'Enter on Extras');
    await expect.poll(() => engine().locator('form.extra-group').count()).toBeGreaterThan(0);
  });

  it('Add keeps focus while the extra is added; the status says so and the list shows it', async () => {
    const add = await tabTo((now) => now.text === PROSECCO);
    expect(add.inDialog).toBe(true);
    await page.keyboard.press('Enter');
    const form = engine().locator('form.extra-group', { hasText: 'Bottle of Prosecco' });
    await expect
      .poll(() => form.locator('[role=status]').textContent())
      .toBe('Added bottle of prosecco to your stay.');
    expect((await landsOn((now) => now.text === PROSECCO, 'Enter on Add')).inDialog).toBe(true);
    await expect
      .poll(() => engine().locator('[part=stay-extras-list]').textContent())
      .toContain('Bottle of Prosecco £32.00');
  });

  it('Done closes the drawer and gives focus back to Extras', async () => {
    await tabTo((now) => now.text === 'Done');
    await page.keyboard.press('Enter');
    const opener = await landsOn((now) => !now.inDialog, 'Enter on Done');
    expect(opener.part).toBe('stay-extras');
    const stays = engine().locator('section[aria-label="Stays"]');
    expect(await stays.textContent()).toContain('Balance due£32.00');
    expect((await press('Shift+Tab')).inDialog).toBe(false);
    await page.context().close();
  });
});
