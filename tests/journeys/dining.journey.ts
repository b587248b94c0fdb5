import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookStayFor } from '../../sandbox/dining/booked-stay-fixture';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { addDays, londonDate } from '../../src/domain/calendar/calendar-day';
import { formatDate } from '../../src/domain/format/format-date';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';

// Issue 14: the seeded guest, with a booked stay, adds dinner on the second night from the
// dining screen, sees it "Holding" in the cart, completes with "Complete booking" at 0.00 and
// finds the reservation in My Bookings. Keyboard only (Tab, Enter, typing; the selects are
// set as a keyboard sets them, by their value), axe clean on each screen.
const started = sandboxAndBrowser('dining');
let page: Page;
const problems: string[] = [];
const ARRIVAL = addDays(londonDate(new Date()), 14);
const SECOND_NIGHT = addDays(ARRIVAL, 1);

beforeAll(async () => {
  const { repos } = started.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('no seeded guest');
  bookStayFor(repos, guest.id, ARRIVAL, 3, Date.now());
  const context = await started.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      problems.push(`${r.status()} ${r.url()}`);
  });
});

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
/** The focused control's name (its label's or its own text), looking inside shadow roots. */
const focusedText = () =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const label = (active as HTMLInputElement | null)?.labels?.[0]?.textContent;
    return (label ?? active?.textContent ?? '').trim();
  });
/** Press Tab until the focused element's text matches (at most 80 times). */
async function tabTo(text: RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (text.test(await focusedText())) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${text}`);
}
async function noAxeViolations(): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('the seeded guest reserves dinner on the second night of their stay', () => {
  it('logs in and finds the stay’s tables from My Bookings', async () => {
    await page.goto(`${started.sandbox.url}/the-lake/book/login-register?redirect=my-booking`);
    await expect.poll(() => heading().textContent()).toBe('Login or create an account');
    await engine().getByLabel('Email').focus();
    await page.keyboard.type(SEEDED_GUEST.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SEEDED_GUEST.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
    await expect.poll(() => engine().locator('[part~=reserve-table]').count()).toBe(1);
    await tabTo(/^Reserve a table/);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading().textContent()).toBe('Dining');
    expect(new URL(page.url()).pathname).toBe(`/the-lake/book/my-booking/restaurants/${ARRIVAL}`);
    await expect.poll(() => engine().locator('[part~=meal-block]').count()).toBe(5);
    await noAxeViolations();
  });

  it('adds dinner for two at The Boathouse on the second night', async () => {
    const title = `Dinner, ${formatDate(SECOND_NIGHT)}`;
    const block = engine().locator('[part~=meal-block]', { hasText: title });
    await tabTo(new RegExp(`^Add a reservation: ${title}`));
    await page.keyboard.press('Enter');
    const form = block.locator('form[part=reservation-form]');
    await expect.poll(() => form.count()).toBe(1);
    // Focus is on the restaurant; the keyboard picks it and the time.
    await expect.poll(focusedText).toBe('Restaurant');
    await form.getByLabel('Restaurant').selectOption({ label: 'The Boathouse' });
    // The times are the kit's grid of radios (as the spa's): 19:00 is one of them.
    const times = form.getByRole('group', { name: 'Time' }).getByRole('radio');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await form.getByRole('radio', { name: '19:00' }).check();
    await tabTo(/^Special requests/);
    await page.keyboard.type('A table by the window, please');
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Add to cart');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => block.locator('[part=held]').textContent())
      .toMatch(/^Table held: The Boathouse, 19:00, 2 guests/);
    expect(await block.locator('[part=table-state]').textContent()).toBe('Holding');
    await noAxeViolations();
  });

  it('sees it "Holding" in the cart and completes with "Complete booking" at 0.00', async () => {
    await page.goto(`${started.sandbox.url}/the-lake/book/cart`);
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    const line = engine().locator('[part=cart-item]', { hasText: 'Dinner at The Boathouse' });
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain('Holding');
    expect(await line.textContent()).toContain('£0.00');
    await noAxeViolations();
    await tabTo(/^Complete booking$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading().textContent()).toBe('Checkout');
    await tabTo(/I agree to the booking terms/);
    await page.keyboard.press('Space');
    await tabTo(/^Complete booking$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
  });

  it('finds the reservation in My Bookings', async () => {
    const dining = engine().locator('section[aria-label=Dining] [part~=booking]');
    await expect.poll(() => dining.count()).toBe(1);
    const text = (await dining.textContent()) ?? '';
    expect(text).toContain('The Boathouse');
    expect(text).toContain(formatDate(SECOND_NIGHT));
    expect(text).toContain('19:00');
    expect(text).toContain('Ada Lovelace');
    expect(text).toMatch(/Reference\s*DN\d+/);
    await noAxeViolations();
    expect(problems).toEqual([]);
  });
});
