import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStayFor } from '../../sandbox/dining/booked-stay-fixture';
import { armFinaliseFailure } from '../../sandbox/checkout/post-payment-parts';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { ACCOUNT_MESSAGES } from '../../src/domain/text/account-messages';
import { addDays, londonDate } from '../../src/domain/calendar/calendar-day';
import { formatDate } from '../../src/domain/format/format-date';
import { CART_CATEGORIES } from '../../src/schemas/cart';
import { sandboxAndBrowser } from './browser';
import { fillCardFrame } from './card-frame';
import { chooseSpaDay } from './date-grid-steps';

// Issue 15 item 4 on the booking demo page against the real sandbox and the built bundle: the
// seeded guest, who has a stay booked, fills one cart with a line of every kind — dinner on
// the stay's second night from the dining screen, a massage from the treatments screen, a spa
// and a stay payment and a room from the sandbox page's sample buttons, two sauna places
// through the session's drawer, an e-gift card from its screen, and a dog added to the room
// from the cart. The cart shows them by §2's categories in order; one card payment books them
// all and My Bookings lists them. Then a failure posting the SPA part at finalise: §8's
// message, nothing booked or charged.
const run = sandboxAndBrowser('mixed-cart');
let context: BrowserContext | undefined;
let page: Page;
const problems: string[] = [];

// The seeded guest has a stay booked from a fortnight on (as in dining.journey.ts): its
// nights are the ones a table can be reserved for.
const ARRIVAL = addDays(londonDate(new Date()), 14);
const SECOND_NIGHT = addDays(ARRIVAL, 1);
const SPA_DAY = addDays(londonDate(new Date()), 3);
beforeAll(() => {
  const { repos } = run.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('no seeded guest');
  bookStayFor(repos, guest.id, ARRIVAL, 3, Date.now());
});

afterAll(async () => {
  await context?.close();
});

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const count = (sql: string) => (run.sandbox.db.prepare(sql).get() as { n: number }).n;
const booked = () => ({
  payments: count('SELECT COUNT(*) AS n FROM payments'),
  parts: count('SELECT COUNT(*) AS n FROM payment_parts'),
  bookings: count('SELECT COUNT(*) AS n FROM bookings'),
});

/** Arms (null: disarms) a failure posting that application's part at finalise. */
const failAt = (app: 'PMS' | 'SPA' | null) => armFinaliseFailure(run.sandbox.repos, app);

/** A fresh browser, logged in as the seeded guest (who lands on My Bookings). */
async function loggedIn(): Promise<void> {
  await context?.close();
  context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${run.sandbox.url}/the-lake/book/login-register?redirect=my-booking`);
  await expect.poll(() => heading().textContent()).toBe('Login or create an account');
  await engine().getByLabel('Email').fill(SEEDED_GUEST.email);
  await engine().getByLabel('Password', { exact: true }).fill(SEEDED_GUEST.password);
  await engine().getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => heading().textContent()).toBe('Your Bookings');
}

/** The sandbox page's sample-line buttons, by their names, one after another. */
async function addSamples(...names: string[]): Promise<void> {
  await page.goto(`${run.sandbox.url}/sandbox`);
  for (const name of names) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(new RegExp(`^Added ${name.replace(/^Add /, '')}\\.`));
  }
}

/** From the cart: Pay Now, the terms, then the card in the payment frame. */
async function payByCard(total: string): Promise<void> {
  await engine().getByRole('link', { name: 'Pay Now' }).click();
  await expect.poll(() => heading().textContent()).toBe('Checkout');
  await engine().getByLabel('I agree to the booking terms and conditions').check();
  await engine().getByRole('button', { name: 'Pay Now' }).click();
  const pay = await fillCardFrame(engine().frameLocator('iframe[part=frame]'), 'Ada Lovelace');
  expect(await pay.textContent()).toBe(`Pay ${total}`);
  await pay.click();
}

/** As activities.journey.ts: the first day from tomorrow with a session of `places` or more. */
async function sessionWithPlaces(places: number): Promise<Locator> {
  const days = engine().locator('[part=day]:not([aria-disabled])');
  await days.first().waitFor();
  const dates = (
    await days.evaluateAll((all) => all.map((d) => d.getAttribute('data-date')))
  ).filter((d): d is string => d !== null && d > londonDate(new Date()));
  for (const date of dates) {
    await engine().locator(`[part=day][data-date="${date}"]`).click();
    await engine().locator('[part~=session]').first().waitFor();
    const cards = engine().locator('[part~=session]');
    for (let c = 0; c < (await cards.count()); c += 1) {
      const card = cards.nth(c);
      const left = Number(await card.locator('[data-places]').getAttribute('data-places'));
      if (left >= places && (await card.getByRole('button', { name: /^More/ }).count())) {
        return card;
      }
    }
  }
  throw new Error(`no session with ${places} places this month`);
}

/** Pounds in a "Total £1,234.50" text. */
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
/** A booking card's facts, term to value. */
const facts = (card: Locator) =>
  card
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent,
        ]),
      ),
    );
const cartTotal = async () => pounds(await engine().locator('[part=total]').textContent());

async function openCart(lines: number): Promise<void> {
  await page.goto(`${run.sandbox.url}/the-lake/book/cart`);
  await expect.poll(() => heading().textContent()).toBe('Your cart');
  await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(lines);
}

describe('a cart of every kind pays in one checkout', () => {
  it('gathers a line of each kind, the gift card from its own screen', async () => {
    await loggedIn();
    // Added in the reverse of §2's order: the cart sorts them by category.
    // Dinner on the second night of the booked stay, from My Bookings.
    await engine()
      .getByRole('link', { name: /^Reserve a table/ })
      .click();
    await expect.poll(() => heading().textContent()).toBe('Dining');
    const title = `Dinner, ${formatDate(SECOND_NIGHT)}`;
    const block = engine().locator('[part~=meal-block]', { hasText: title });
    await expect.poll(() => engine().locator('[part~=meal-block]').count()).toBe(5);
    await block.locator('[part~=add-reservation]').click();
    const form = block.locator('form[part=reservation-form]');
    await form.getByLabel('Restaurant').selectOption({ label: 'The Boathouse' });
    const times = form.getByRole('group', { name: 'Time' }).getByRole('radio');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await form.getByRole('radio', { name: '19:00' }).check();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => block.locator('[part=held]').textContent())
      .toMatch(/^Table held: The Boathouse, 19:00, 2 guests/);
    // A massage from the treatments screen, as spa.journey.ts books it (inside the demo
    // page's spa window).
    await page.goto(`${run.sandbox.url}/the-lake/book/treatments`);
    await expect.poll(() => heading().textContent()).toBe('Spa treatments');
    await engine().getByRole('button', { name: 'Choose a time: Lakeside massage' }).click();
    const spa = engine().locator('dialog[part~=spa-drawer]');
    await expect.poll(() => spa.getAttribute('data-phase')).toBe('open');
    await chooseSpaDay(page, SPA_DAY);
    await spa.getByRole('radio', { name: '10:00' }).check();
    await spa.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => spa.locator('[part=spa-booked]').textContent())
      .toContain('Added to your cart');
    await addSamples('Add a spa payment', 'Add a stay payment', 'Add a sample room');
    // Two sauna places through the session's drawer.
    await page.goto(`${run.sandbox.url}/the-lake/book/activities/fellside-sauna`);
    await expect.poll(() => heading().textContent()).toBe('Fellside sauna');
    const session = await sessionWithPlaces(2);
    await session.getByRole('button', { name: /^More/ }).click();
    const drawer = engine().getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Add a place' }).click();
    await drawer.getByRole('button', { name: 'Add a place' }).click();
    await expect.poll(() => drawer.locator('output').textContent()).toBe('2');
    await drawer.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => drawer.locator('[part=bulk-outcome]').textContent())
      .toBe('2 places added to your cart.');
    await drawer.getByRole('button', { name: 'Close' }).click();
    // A £25 e-gift card from its screen.
    await page.goto(`${run.sandbox.url}/the-lake/book/gift-cards`);
    await expect.poll(() => heading().textContent()).toBe('Gift cards');
    await engine()
      .getByRole('radio', { name: /^Gift card £25 / })
      .check();
    await engine().getByLabel("Recipient's name").fill('Grace Hopper');
    await engine().getByLabel("Recipient's email").fill('grace.hopper@innkit.test');
    await engine().getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(8);
  });

  it('adds a dog to the room from the cart', async () => {
    const before = await cartTotal();
    await engine()
      .getByRole('button', { name: /^Add to room/ })
      .click();
    const drawer = engine().getByRole('dialog');
    const dog = drawer.getByRole('form', { name: /Bringing your dog/ });
    await dog.getByLabel('Medium dog (10 to 25 kg)').check();
    await dog.getByRole('button', { name: /^Add/ }).click();
    await expect
      .poll(() => dog.getByRole('status').textContent())
      .toBe('Added bringing your dog to your room.');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect.poll(cartTotal).toBe(before + 25);
    expect(await engine().locator('.extra').textContent()).toMatch(/^Dogs: Medium dog/);
  });

  it('shows them by category in §2 order, Hotel to Dining', async () => {
    await openCart(8);
    const sections = engine().locator('[part=cart-section]');
    expect(
      await sections.evaluateAll((all) => all.map((s) => s.getAttribute('data-category'))),
    ).toEqual([...CART_CATEGORIES]);
    expect(CART_CATEGORIES).toEqual([
      'Hotel',
      'PMSPayment',
      'SPAPayment',
      'Treatments',
      'Active',
      'Retail',
      'Dining',
    ]);
    const section = (category: string) =>
      engine().locator(`[part=cart-section][data-category=${category}]`).textContent();
    expect(await section('Hotel')).toContain('Lakeside Double');
    expect(await section('PMSPayment')).toContain('Balance payment — Lakeside Double');
    expect(await section('SPAPayment')).toContain('Balance payment — Spa day');
    expect(await section('Treatments')).toContain('Lakeside massage');
    expect(await section('Active')).toContain('Fellside sauna');
    expect(await section('Retail')).toContain('Gift card £25');
    expect(await section('Dining')).toContain('Dinner at The Boathouse');
    // The room 245 and its dog 25, the stay and spa payments 120 and 60, the massage, the two
    // places, the gift card 25, and the table at 0.
    const sum = (category: string) =>
      run.sandbox.db
        .prepare<[string], { n: number }>(
          'SELECT SUM(amount) AS n FROM folio_items WHERE category = ?',
        )
        .get(category)?.n ?? NaN;
    expect(await cartTotal()).toBe(245 + 25 + 120 + 60 + sum('Treatments') + sum('Active') + 25);
  });

  it('pays for all eight lines with one card payment', async () => {
    const before = booked();
    const total = await cartTotal();
    await payByCard(`£${total.toFixed(2)}`);
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
    expect(booked()).toEqual({
      payments: before.payments + 1,
      parts: before.parts + 2,
      bookings: before.bookings + 1,
    });
    const last = run.sandbox.db
      .prepare<[], { cart_json: string }>('SELECT cart_json FROM bookings ORDER BY id DESC')
      .get();
    const lines = (JSON.parse(last?.cart_json ?? '{}') as { FolioItems?: { Category: string }[] })
      .FolioItems;
    expect(lines?.map((line) => line.Category).sort()).toEqual(
      [...CART_CATEGORIES, 'Active'].sort(),
    );
  });

  it('finds every booked line in My Bookings', async () => {
    const section = (title: string) =>
      engine().locator(`section[aria-label="${title}"] [part~=booking]`);
    // The stay booked before, and the room just paid for with its dog.
    await expect.poll(() => section('Stays').count()).toBe(2);
    const room = section('Stays').filter({ hasText: /Extras\s*Dogs/ });
    expect(await room.count()).toBe(1);
    expect(await room.textContent()).toContain('Lakeside Double');
    await expect.poll(() => section('Treatments').count()).toBe(1);
    expect(await section('Treatments').textContent()).toContain('Lakeside massage');
    await expect.poll(() => section('Active sessions').count()).toBe(2);
    expect(await section('Active sessions').allTextContents()).toEqual([
      expect.stringContaining('Fellside sauna'),
      expect.stringContaining('Fellside sauna'),
    ]);
    await expect.poll(() => section('Dining').count()).toBe(1);
    const dinner = (await section('Dining').textContent()) ?? '';
    expect(dinner).toContain('The Boathouse');
    expect(dinner).toContain(formatDate(SECOND_NIGHT));
    expect(dinner).toContain('19:00');
    // The stay and spa payments, each with what it paid.
    await expect.poll(() => section('Payments').count()).toBe(2);
    expect(await facts(section('Payments').nth(0))).toMatchObject({
      Paid: '£120.00',
      Towards: 'A stay',
    });
    // Just paid for, so marked in words.
    expect(await section('Payments').nth(0).locator('h3').textContent()).toBe(
      'Balance payment — Lakeside Double (Just booked)',
    );
    expect(await facts(section('Payments').nth(1))).toMatchObject({
      Paid: '£60.00',
      Towards: 'The spa',
    });
    // The e-gift card: for whom, its value, where it went, its code masked but for its last 4.
    await expect.poll(() => section('Gift cards').count()).toBe(1);
    const card = run.sandbox.db
      .prepare<[], { code: string; expires_on: string }>(
        "SELECT code, expires_on FROM gift_cards WHERE status = 'issued' ORDER BY id DESC",
      )
      .get();
    expect(await section('Gift cards').locator('h3').textContent()).toBe(
      'Gift card £25.00 (Just booked)',
    );
    const gift = await facts(section('Gift cards'));
    expect(gift).toEqual({
      For: 'Grace Hopper',
      Delivery: 'By email',
      'Sent to': 'grace.hopper@innkit.test',
      Code: `····ending in ${card?.code.slice(-4)}`,
      'Valid until': formatDate(card?.expires_on ?? ''),
      Reference: expect.stringMatching(/\S/),
    });
    expect(await section('Gift cards').textContent()).not.toContain(card?.code.slice(0, 9));
    expect(problems).toEqual([]);
  });
});

describe('a failure posting a part of the payment at finalise', () => {
  it('shows §8’s final checkout message, and nothing is booked or charged', async () => {
    await loggedIn();
    await addSamples('Add a sample room', 'Add a treatment');
    await openCart(2);
    failAt('SPA');
    const before = booked();
    try {
      await payByCard('£340.00');
      await expect
        .poll(() => engine().getByRole('alert').textContent())
        .toContain(ACCOUNT_MESSAGES.finaliseFailed);
      expect(booked()).toEqual(before);
      // The card page's payment was voided: no payment, no part, no booking.
      const order = run.sandbox.db
        .prepare<[], { state: string }>(
          'SELECT state FROM payment_orders ORDER BY created_at DESC, rowid DESC',
        )
        .get();
      expect(order?.state).toBe('VOIDED');
    } finally {
      failAt(null);
    }
    // The lines are still in the cart, unbooked.
    await openCart(2);
    expect(problems).toEqual([]);
  });
});
