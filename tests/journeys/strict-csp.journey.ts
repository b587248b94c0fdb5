import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { bookPagePolicy } from '../../sandbox/http/book-page-csp';
import { DEMO_PAGE_POLICY } from '../../sandbox/http/page-policy';
import { CARDS } from '../../sandbox/testing/checkout-helpers';
import { WIDGET_TAGS } from '../../src/loader/tags';
import { sandboxAndBrowser } from './browser';
import { type CspViolation, watchCspViolations } from './csp-watch';
import { registerGuest } from './guest-account';
import { revealAll } from './reveal';

// Issue 21 item 5: every demo page, the booking engine's routes and the whole money path
// (search, rates, the room drawer, add room, checkout, the card frame and its result page,
// the confirmation) under exactly the strict Content-Security-Policy of docs/security.md, as the sandbox
// sends it (sandbox/http/page-policy.ts): a `securitypolicyviolation` in any frame, or a CSP
// error on the console, fails the journey.
const run = sandboxAndBrowser('csp');

const DEMO_PAGES = [
  '/',
  '/the-lake/',
  '/the-lake/offers/',
  '/the-lake/booking-enquiry-form/',
  '/seaside/',
  '/seaside/golf/',
  '/inn/',
  '/booking-terms/',
  '/docs/',
  '/styleguide/',
];
const ENGINE_ROUTES = [
  '/the-lake/book/',
  '/the-lake/book/stay/search',
  '/the-lake/book/cart',
  '/the-lake/book/login-register',
  '/the-lake/book/account/reset-password',
  '/the-lake/book/treatments',
  '/the-lake/book/activities',
  '/the-lake/book/activities/fellside-sauna',
  '/the-lake/book/activities/ice-skating',
  '/the-lake/book/special-events',
  '/the-lake/book/gift-cards',
  '/the-lake/book/no-such-page',
];
/** The islands a page may hold (each loads when it comes into view). */
const ISLANDS = WIDGET_TAGS.join(',');
/** How long a page may take to load on a busy machine before the journey gives up on it. */
const PAGE_LOAD_MS = 90_000;

let context: BrowserContext;
let page: Page;
let violations: CspViolation[];
const problems: string[] = [];

/** The violations seen since the last look (and forgets them), in words. */
const newViolations = () => violations.splice(0).map((v) => `${v.frame}: ${v.what}`);

beforeAll(async () => {
  context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
  violations = await watchCspViolations(context);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await context?.close();
});

/** The policy a page's answer carries, and the one it must carry. */
function expectedPolicy(path: string): string {
  return /^\/the-lake\/book(\/|$)/.test(path)
    ? bookPagePolicy(run.sandbox.payment.origin)
    : DEMO_PAGE_POLICY;
}

/** Loads `path`, checks its policy header, and waits until its elements have drawn. */
async function visit(path: string): Promise<void> {
  // Bounds only a load that never ends: the style guide's six frames each draw the whole kit.
  const response = await page.goto(`${run.sandbox.url}${path}`, { timeout: PAGE_LOAD_MS });
  expect(response?.headers()['content-security-policy'], path).toBe(expectedPolicy(path));
  if (await page.locator('ik-booking-engine').count()) {
    await page.locator('ik-booking-engine h1').first().waitFor();
  }
  await revealAll(page, ISLANDS);
}

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const payFrame = () => engine().frameLocator('iframe[part=frame]');

describe('the strict Content-Security-Policy', () => {
  it('is noticed when broken: an inline style element is reported', async () => {
    await visit('/the-lake/');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    // Both ways of telling: the frame's event, and the console's error.
    const told = () => violations.map((v) => v.what).join('\n');
    await expect.poll(told).toMatch(/^style-src-elem inline/m);
    await expect.poll(told).toMatch(/Applying inline style violates/);
    newViolations();
  });

  // At 1280 px this is also the desktop half of demo-pages.journey.ts's "loads cleanly": no
  // script error, no console error, no answer of 400 or more, on every page it lists and more.
  for (const path of [...DEMO_PAGES, ...ENGINE_ROUTES]) {
    it(
      `${path} loads and draws with no violation, error or failed request`,
      { timeout: 2 * PAGE_LOAD_MS },
      async () => {
        // A tab of its own: nothing the last page left running slows this one.
        await page.close();
        page = await context.newPage();
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
        await visit(path);
        expect(newViolations()).toEqual([]);
        expect(problems).toEqual([]);
      },
    );
  }
});

describe('the money path under the strict policy', () => {
  it('searches from the lake page calendar and hands off to Book your Stay', async () => {
    await visit('/the-lake/');
    const calendar = page.locator('main ik-stay-calendar');
    // Its months drawn first: before they are, nothing is busy either.
    await expect.poll(() => calendar.locator('[role=grid]').count()).toBeGreaterThan(0);
    await expect.poll(() => calendar.locator('[aria-busy="true"]').count()).toBe(0);
    const day = (date: string) => calendar.locator(`button[data-date="${date}"]`);
    const nameOf = (date: string) => day(date).locator('.ik-visually-hidden').textContent();
    let arrival = '';
    let departure = '';
    const start = addDays(new Date().toISOString().slice(0, 10), 14);
    for (let date = start; !departure && date < addDays(start, 40); date = addDays(date, 1)) {
      if (!(await day(date).count()) || !/rooms? left$/.test((await nameOf(date)) ?? '')) continue;
      await day(date).click();
      for (let n = 2; !departure && n < 6; n++) {
        const name = (await nameOf(addDays(date, n))) ?? '';
        if (/total £\d/.test(name) && !/Minimum|Maximum|night of/.test(name)) {
          departure = addDays(date, n);
        }
      }
      if (departure) arrival = date;
      else await day(date).click();
    }
    expect(departure, 'a stay with prices in the calendar').not.toBe('');
    await day(departure).click();
    await calendar.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForURL(`**/the-lake/book/stay/${arrival}/**`);
    await expect.poll(() => heading().textContent()).toBe('Book your Stay');
    expect(newViolations()).toEqual([]);
  });

  it('shows the rates, opens a room drawer and adds a room', async () => {
    const opener = engine().locator('[part=room-details]').first();
    await expect.poll(() => opener.count()).toBe(1);
    await opener.click();
    const drawer = engine().locator('dialog[part~=room-drawer]');
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect.poll(() => drawer.locator('img').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await engine()
      .locator('[part~=room-type]')
      .first()
      .getByRole('button', { name: /^Add room/ })
      .click();
    await engine().getByRole('link', { name: 'Book now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    expect(newViolations()).toEqual([]);
  });

  it('registers, checks out and pays in the card frame, and lands on the confirmation', async () => {
    await engine().getByRole('link', { name: 'Pay Now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Login or create an account');
    await registerGuest(page, {
      firstName: 'Grace',
      surname: 'Hopper',
      email: 'grace.hopper@innkit.test',
      phone: '+44 20 7946 0001',
      password: 'Cobol1959x',
      address1: '1 Navy Yard',
      city: 'London',
      postcode: 'SE10 9NN',
      country: 'United Kingdom',
    });
    await expect.poll(() => heading().textContent()).toBe('Checkout');
    const terms = engine().getByLabel('I agree to the booking terms and conditions');
    await terms.check();
    await engine().getByRole('button', { name: 'Pay Now' }).click();
    const frame = payFrame();
    await frame.getByLabel('Name on card').fill('Grace Hopper');
    await frame.getByLabel('Card number').fill(CARDS.success);
    await frame.getByLabel('Expiry date').fill('12/39');
    await frame.getByLabel('Security code').fill('123');
    // The frame goes on to the result page (this origin) with the signed result.
    let resultPage = false;
    page.on('framenavigated', (f) => {
      if (f.url().includes('/rs/payment-result?')) resultPage = true;
    });
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
    expect(resultPage).toBe(true);
    const booked = engine().locator('[part~=new-booking]');
    await expect.poll(() => booked.count()).toBe(1);
    expect(await booked.textContent()).toContain('(Just booked)');
    // The card page and the result page both ran in the frame, on their own policies.
    expect(newViolations()).toEqual([]);
    expect(problems).toEqual([]);
  });
});
