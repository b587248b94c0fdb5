import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookDepositStayFor } from '../../../sandbox/balance/deposit-booking-fixture';
import { SEEDED_GUEST } from '../../../sandbox/db/seed-guest';
import { issuedGiftCard } from '../../../sandbox/gift-cards/issued-gift-card';
import { addDays, londonDate } from '../../../src/domain/calendar/calendar-day';
import { axeViolations } from '../axe';
import { sandboxAndBrowser } from '../browser';
import { fillCardFrame } from '../card-frame';
import { keyboardOn, logInToMyBookings, phonePage } from './keyboard-steps';

// Issue 32 §2: a deposit booking's balance paid from My Bookings with the keyboard alone, at
// 375 px: log in, a gift card first, then Pay balance on the hosted card page; asserting where
// focus lands after each action (the code field, the gift card's outcome, the card page's
// heading, the payment's outcome).
const started = sandboxAndBrowser('keyboard-pay-balance');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn } = keys;
const TODAY = londonDate(new Date());
let ref = '';
let code = '';

const engine = () => page.locator('ik-booking-engine');

beforeAll(() => {
  const { repos } = started.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('no seeded guest');
  const stay = { arrival: addDays(TODAY, 42), nights: 2, due: addDays(TODAY, 28) };
  ref = bookDepositStayFor(repos, guest.id, stay, Date.now());
  code = issuedGiftCard(repos, { balanceMinor: 5000, expiresOn: addDays(TODAY, 700) });
});

afterAll(() => console.log(`keyboard pay balance: ${keys.steps.length} steps with focus asserted`));

describe('Pay balance in My Bookings, by keyboard only, at 375 px', () => {
  it('logs in by keys; the booking says its balance and when it is due', async () => {
    page = await phonePage(started.browser);
    await logInToMyBookings(keys, page, started.sandbox.url, SEEDED_GUEST);
    const balance = engine().locator('.pay-balance');
    await expect.poll(() => balance.count()).toBe(1);
    expect(await balance.textContent()).toMatch(/Balance £122\.50.*Due by /);
    expect(await axeViolations(page), 'axe: a balance to pay').toEqual([]);
  });

  it('Enter on “Pay with a gift card first” puts focus in the code field', async () => {
    await tabTo((now) => now.part === 'gift-card-toggle');
    await page.keyboard.press('Enter');
    await landsOn((now) => now.part === 'input', 'Enter on the gift card toggle');
    expect(await axeViolations(page), 'axe: the gift card field').toEqual([]);
  });

  it('the code typed and Enter: the gift card pays first; its outcome takes focus', async () => {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const paid = await landsOn(
      (now) => now.text.startsWith('Your gift card paid £50.00.'),
      'Enter in the code field',
    );
    expect(paid.text).toBe('Your gift card paid £50.00. £72.50 is left to pay by card.');
    await expect
      .poll(() => engine().locator('.pay-balance [part=amount-due]').textContent())
      .toBe('Balance £72.50');
    expect(await axeViolations(page), 'axe: the gift card paid part').toEqual([]);
  });

  it('Enter on Pay balance frames the card page; its heading takes focus', async () => {
    const pay = await tabTo((now) => now.part === 'pay');
    expect(pay.text).toBe(`Pay balance of booking ${ref}`);
    await page.keyboard.press('Enter');
    const heading = await landsOn((now) => now.text === 'Card details', 'Enter on Pay balance');
    expect(heading.tag).toBe('h4');
    expect(await axeViolations(page), 'axe: the card page framed').toEqual([]);
  });

  it('the card page pays £72.50; the outcome is announced and focused, once', async () => {
    const frame = engine().frameLocator('iframe[part=frame]');
    const payButton = await fillCardFrame(frame, 'Grace Hopper');
    expect(await payButton.textContent()).toBe('Pay £72.50');
    await payButton.press('Enter');
    const done = await landsOn(
      (now) => now.text.startsWith('Paid £72.50.'),
      'Enter on the card page’s Pay',
    );
    expect(done.text).toBe('Paid £72.50. Your booking is paid in full.');
    await expect.poll(() => engine().locator('[part=pay]').count()).toBe(0);
    expect(await axeViolations(page), 'axe: the balance paid').toEqual([]);
    const { db } = started.sandbox;
    const charges = db
      .prepare(
        `SELECT COUNT(*) AS n FROM payments p JOIN payment_orders o ON o.order_key = p.order_key
         WHERE o.booking_id = (SELECT id FROM bookings WHERE ref = ?)`,
      )
      .get(ref) as { n: number };
    expect(charges.n).toBe(1);
    expect((await press('Shift+Tab')).inDialog).toBe(false);
    await page.context().close();
  });
});
