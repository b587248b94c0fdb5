import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';
import { registerGuest } from './guest-account';
import { fillCardFrame } from './card-frame';
import { chooseSpaDay, spaChosenDay } from './date-grid-steps';

// Issue 14's spa journeys on the booking demo page against the real sandbox and the built
// bundle. The demo page opens the spa 45 days ahead (its `spa` setting, `{{today+45}}`, filled
// in by the sandbox): the days booked here are a few days from the real today, inside that window.
const run = sandboxAndBrowser('spa');
let page: Page;
const problems: string[] = [];
const today = () => new Date().toISOString().slice(0, 10);
const SPA_DAY = addDays(today(), 3);

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const drawer = () => engine().locator('dialog[part~=spa-drawer]');

async function newPage(): Promise<Page> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fresh = await context.newPage();
  fresh.on('pageerror', (error) => problems.push(error.message));
  fresh.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      problems.push(`${r.status()} ${r.url()}`);
  });
  return fresh;
}

/** Book your Stay from `from` (or a later day with rates) and "Add room". */
async function addARoom(from: string): Promise<void> {
  for (let date = from, tries = 0; tries < 14; date = addDays(date, 1), tries += 1) {
    await page.goto(`${run.sandbox.url}/the-lake/book/stay/${date}/2/2/0/0`);
    await expect.poll(() => heading().textContent()).toBe('Book your Stay');
    const rate = engine().locator('[part=rate]').first();
    const none = engine().locator('[part=no-rates]');
    await expect.poll(async () => (await rate.count()) + (await none.count())).toBeGreaterThan(0);
    if (!(await rate.count())) continue;
    await engine()
      .locator('[part~=room-type]')
      .first()
      .getByRole('button', { name: /^Add room/ })
      .click();
    await expect.poll(() => engine().getByRole('link', { name: 'Book now' }).count()).toBe(1);
    return;
  }
  throw new Error(`no rate found from ${from}`);
}

describe('an anonymous guest books a massage, a room, registers and pays', () => {
  beforeAll(async () => {
    page = await newPage();
  });

  it('chooses the massage, a day and a time, and finds it added to the cart', async () => {
    await page.goto(`${run.sandbox.url}/the-lake/book/treatments`);
    await expect.poll(() => heading().textContent()).toBe('Spa treatments');
    await engine().getByRole('button', { name: 'Choose a time: Lakeside massage' }).click();
    await expect.poll(() => drawer().getAttribute('data-phase')).toBe('open');
    await chooseSpaDay(page, SPA_DAY);
    await drawer().getByRole('radio', { name: '10:00' }).check();
    await drawer().getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => drawer().locator('[part=spa-booked]').textContent())
      .toContain('Added to your cart');
    await drawer().getByRole('link', { name: 'Go to cart' }).click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    const treatments = engine().locator('[data-category=Treatments]');
    await expect.poll(() => treatments.textContent()).toContain('Lakeside massage');
    expect(await treatments.textContent()).toContain('10:00');
  });

  it('adds a room, registers and pays for both together', async () => {
    await addARoom(addDays(today(), 21));
    await engine().getByRole('link', { name: 'Book now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(2);
    await engine().getByRole('link', { name: 'Pay Now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Login or create an account');
    await registerGuest(page, {
      firstName: 'Florence',
      surname: 'Nightingale',
      email: 'florence.n@innkit.test',
      phone: '+44 20 7946 0001',
      password: 'Scutari1854x',
      address1: '10 South Street',
      city: 'London',
      postcode: 'W1K 1DE',
      country: 'United Kingdom',
    });
    await expect.poll(() => heading().textContent()).toBe('Checkout');
    const pay = engine().getByRole('button', { name: 'Pay Now' });
    const terms = engine().getByLabel('I agree to the booking terms and conditions');
    await terms.check();
    await pay.click();
    const frame = engine().frameLocator('iframe[part=frame]');
    await (await fillCardFrame(frame, 'Florence Nightingale')).click();
    await expect.poll(() => heading().textContent()).toBe('Your Bookings');
  });

  it('finds the massage under treatments in My Bookings, as just booked', async () => {
    const ref = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(ref).toMatch(/^LK\d+$/);
    const treatments = engine().getByRole('region', { name: 'Treatments' });
    await expect.poll(() => treatments.textContent()).toContain('Lakeside massage');
    const text = (await treatments.textContent()) ?? '';
    expect(text).toContain('10:00');
    expect(text).toContain('60 minutes');
    expect(text).toContain(ref);
    expect(text).toContain('Just booked');
    expect(text).not.toContain('No treatments booked.');
    expect(problems).toEqual([]);
  });

  it('goes from the booked stay to the treatments, the drawer starting on the day of arrival', async () => {
    const add = engine().getByRole('link', { name: /^Add spa treatments/ });
    const href = (await add.getAttribute('href')) ?? '';
    const arrival = /\/my-booking\/treatments\/(\d{4}-\d{2}-\d{2})$/.exec(href)?.[1] ?? '';
    expect(arrival >= addDays(today(), 21)).toBe(true);
    await add.click();
    await expect.poll(() => heading().textContent()).toBe('Spa treatments');
    await engine().getByRole('button', { name: 'Choose a time: Hot stone ritual' }).click();
    await expect.poll(() => spaChosenDay(page)).toBe(arrival);
  });
});

describe('the treatments screen by keyboard alone', () => {
  beforeAll(async () => {
    page = await newPage();
  });

  it('books a facial with keys only, and axe finds nothing on the screen or in the drawer', async () => {
    const day = addDays(today(), 4);
    await page.goto(`${run.sandbox.url}/the-lake/book/my-booking/treatments/${day}`);
    await expect.poll(() => heading().textContent()).toBe('Spa treatments');
    await expect.poll(() => engine().locator('[part~=treatment]').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    const opener = engine().getByRole('button', { name: 'Choose a time: Express facial' });
    // Tab from the top of the page until the facial's button has focus.
    for (let i = 0; i < 60 && !(await opener.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => opener.evaluate((el) => el.matches(':focus'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer().getAttribute('data-phase')).toBe('open');
    expect(await spaChosenDay(page)).toBe(day);
    const first = drawer().getByRole('radio').first();
    await expect.poll(() => first.count()).toBe(1);
    // Tab to the times (the first radio), Space chooses it; then on to "Add to cart".
    const bookButton = drawer().getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < 10 && !(await first.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(true);
    for (let i = 0; i < 10 && !(await bookButton.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect
      .poll(() => drawer().locator('[part=spa-booked]').textContent())
      .toContain('Express facial');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().getAttribute('data-phase')).toBe('closed');
    await expect.poll(() => opener.evaluate((el) => el.matches(':focus'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
