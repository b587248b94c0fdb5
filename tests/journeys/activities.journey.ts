import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDate } from '../../src/domain/calendar/calendar-day';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';
import { registerGuest } from './guest-account';
import { fillCardFrame } from './card-frame';

// Issue 13's journeys on the booking demo page against the real sandbox and the built bundle:
// an anonymous guest adds three sauna places through the drawer, registers and pays for them
// with a room, and finds them in My Bookings; ice skating's peak and off-peak tickets; a
// failure on the second of four places; keyboard only, and axe on every activity screen.
const run = sandboxAndBrowser('activities');
const BOOK = '/the-lake/book';
const FULL = 'Sorry, that session is now full. Please choose another time.';
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const opened = await context.newPage();
  opened.on('pageerror', (error) => problems.push(error.message));
  return opened;
}

beforeAll(async () => {
  page = await freshPage();
});
afterAll(async () => {
  await context?.close();
});

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const mySessions = () => engine().locator('[part=my-session]');
const count = (sql: string) => (run.sandbox.db.prepare(sql).get() as { n: number }).n;

async function open(path: string, title: string): Promise<void> {
  await page.goto(`${run.sandbox.url}${BOOK}${path}`);
  await expect.poll(() => heading().textContent()).toBe(title);
}

/** Choose day after day until one lists a session whose More button offers `places` or more. */
async function sessionWithPlaces(places: number): Promise<Locator> {
  // From tomorrow: some of today's sessions may have started (the sandbox refuses those).
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

/** In the open drawer: the stepper to `n`, then Add to cart. */
async function addPlaces(n: number): Promise<Locator> {
  const drawer = engine().getByRole('dialog');
  await expect.poll(() => drawer.isVisible()).toBe(true);
  for (let i = 0; i < n; i += 1) await drawer.getByRole('button', { name: 'Add a place' }).click();
  await expect.poll(() => drawer.locator('output').textContent()).toBe(String(n));
  await drawer.getByRole('button', { name: 'Add to cart' }).click();
  return drawer;
}

describe('an anonymous guest books three sauna places and pays for them with a room', () => {
  it('adds three places through the drawer, one request at a time with progress', async () => {
    await open('/activities/fellside-sauna', 'Fellside sauna');
    const card = await sessionWithPlaces(3);
    // The second place waits until the guest has seen the progress.
    let seen: () => void = () => {};
    const shown = new Promise<void>((resolve) => (seen = resolve));
    let bookings = 0;
    await page.route('**/rs/request', async (route) => {
      const method = (route.request().postDataJSON() as { method?: string }).method;
      if (method === 'CreateClassBooking' && ++bookings === 2) await shown;
      await route.continue();
    });
    await card.getByRole('button', { name: /^More/ }).click();
    const drawer = await addPlaces(3);
    await expect
      .poll(() => drawer.locator('[part=bulk-status]').textContent())
      .toBe('Adding place 2 of 3');
    seen();
    await expect
      .poll(() => drawer.locator('[part=bulk-outcome]').textContent())
      .toBe('3 places added to your cart.');
    await page.unroute('**/rs/request');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => mySessions().count()).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM class_places')).toBe(3);
  });

  it('adds a room, registers from the cart, and pays for everything in one checkout', async () => {
    await page.goto(`${run.sandbox.url}/sandbox`);
    await page.getByRole('button', { name: 'Add a sample room' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Added a sample room/);
    await open('/cart', 'Your cart');
    await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(4);
    await engine().getByRole('link', { name: 'Pay Now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Login or create an account');
    await registerGuest(page, {
      firstName: 'Ann',
      surname: 'Fell',
      email: 'ann.fell@innkit.test',
      phone: '+44 15394 00000',
      password: 'Sauna2026x',
      address1: '1 Fell Lane',
      city: 'Ambleside',
      postcode: 'LA22 0AA',
      country: 'United Kingdom',
    });
    await expect.poll(() => heading().textContent()).toBe('Checkout');
    const terms = engine().getByLabel('I agree to the booking terms and conditions');
    await terms.check();
    await engine().getByRole('button', { name: 'Pay Now' }).click();
    const frame = engine().frameLocator('iframe[part=frame]');
    await (await fillCardFrame(frame, 'Ann Fell')).click();
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
  });

  it('finds the three sessions under active sessions in My Bookings', async () => {
    const active = engine().locator('section[aria-label="Active sessions"]');
    await expect.poll(() => active.locator('[part~=booking]').count()).toBe(3);
    expect(await active.textContent()).toContain('Fellside sauna');
    expect(await engine().locator('section[aria-label="Stays"] [part~=booking]').count()).toBe(1);
  });
});

describe('ice skating', () => {
  it('offers off-peak tickets on an off-peak day and peak tickets on a peak day', async () => {
    page = await freshPage();
    // The demo season: 17 November 2026 on, off peak 19 November (a Thursday), peak the 20th.
    await page.goto(`${run.sandbox.url}${BOOK}/activities/ice-skating/?ik-now=2026-11-17`);
    await expect.poll(() => heading().textContent()).toBe('Ice skating');
    const labels = async (day: string) => {
      await engine().locator(`[data-date="${day}"]:not([aria-disabled])`).click();
      await engine()
        .getByRole('button', { name: /^Choose tickets/ })
        .first()
        .click();
      const drawer = engine().getByRole('dialog');
      await expect.poll(() => drawer.locator('.stepper__label').count()).toBeGreaterThan(0);
      const names = await drawer.locator('.stepper__label').allTextContents();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => drawer.count()).toBe(0);
      return names;
    };
    expect(await labels('2026-11-19')).toEqual(['Adult off peak', 'Child off peak']);
    expect(await labels('2026-11-20')).toEqual(['Adult peak', 'Child peak']);
  });
});

describe('a failure part-way through several places', () => {
  it('keeps the one place booked before the second failed, and says so', async () => {
    page = await freshPage();
    await open('/activities/fellside-sauna', 'Fellside sauna');
    const before = count('SELECT COUNT(*) AS n FROM class_places');
    const card = await sessionWithPlaces(4);
    let bookings = 0;
    await page.route('**/rs/request', async (route) => {
      const method = (route.request().postDataJSON() as { method?: string }).method;
      if (method === 'CreateClassBooking' && ++bookings === 2) {
        await route.fulfill({ json: { Result: { value: 'FAIL', Text: FULL } } });
      } else await route.continue();
    });
    await card.getByRole('button', { name: /^More/ }).click();
    const drawer = await addPlaces(4);
    const outcome = drawer.locator('[part=bulk-outcome]');
    await expect.poll(() => outcome.textContent()).toBe(`1 place of 4 added to your cart. ${FULL}`);
    expect(await outcome.getAttribute('role')).toBe('alert');
    expect(bookings).toBe(2);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => mySessions().count()).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM class_places')).toBe(before + 1);
  });
});

describe('keyboard only, and axe on every activity screen', () => {
  it('books a sauna place with the keyboard alone', async () => {
    page = await freshPage();
    await open('/activities/fellside-sauna', 'Fellside sauna');
    await engine().locator('[part=day]').first().waitFor();
    await expect.poll(() => engine().locator('[aria-busy=true]').count()).toBe(0);
    // Tab to the calendar's day, then the arrow keys to the first day that can be chosen.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const on = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('part') ?? '';
      });
      if (on === 'day') break;
    }
    for (let i = 0; i < 40; i += 1) {
      const free = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('part') === 'day' && !el.hasAttribute('aria-disabled')
          ? el.getAttribute('data-date')
          : null;
      }, null);
      // From tomorrow: some of today's sessions may have started.
      if (free && free > londonDate(new Date())) break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await engine().locator('[part~=session]').first().waitFor();
    // On to the first session's button (Add, or More for the drawer).
    let name = '';
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.closest('[part~=session]') && el.localName === 'button' ? el.textContent : '';
      });
      if (name && /^(Add|More)/.test(name)) break;
    }
    await page.keyboard.press('Enter');
    if (/^More/.test(name)) {
      // The drawer's code loads when first opened.
      await expect.poll(() => engine().getByRole('dialog').count()).toBe(1);
      const plus = engine().getByRole('dialog').getByRole('button', { name: 'Add a place' });
      await plus.focus();
      await page.keyboard.press('Enter');
      await engine().getByRole('dialog').getByRole('button', { name: 'Add to cart' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => engine().locator('[part=bulk-outcome]').textContent())
        .toBe('1 place added to your cart.');
      await page.keyboard.press('Escape');
      await expect.poll(() => engine().getByRole('dialog').count()).toBe(0);
    }
    await expect.poll(() => mySessions().count()).toBe(1);
  });

  for (const [path, title] of [
    ['/activities', 'Activities'],
    ['/activities/wild-swimming', 'Wild swimming'],
    ['/activities/fellside-sauna', 'Fellside sauna'],
    ['/activities/events', 'Events'],
    ['/special-events', 'Special events'],
    ['/activities/ice-skating', 'Ice skating'],
    ['/activities/ice-skating/schools', 'Ice skating for schools'],
  ] as const) {
    it(`${path}: no axe violations`, async () => {
      await open(path, title);
      await expect.poll(() => engine().locator('[aria-busy=true]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('raised no page errors', () => {
    expect(problems).toEqual([]);
  });
});
