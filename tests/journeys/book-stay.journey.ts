import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// From the lake demo page's calendar (clock pinned with ?ik-now=) to Book your Stay, a room
// added, and the cart with the right total: against the real sandbox and the built bundle.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-book-stay-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      problems.push(`${r.status()} ${r.url()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The calendar in the page's main content (its quick-book panel holds another). */
const calendar = () => page.locator('main ik-stay-calendar');
const day = (date: string) => calendar().locator(`button[data-date="${date}"]`);
const nameOf = (button: Locator) => button.locator('.ik-visually-hidden').textContent();
const engine = () => page.locator('ik-booking-engine');
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('Book your Stay from the lake page', () => {
  let arrival = '';
  let nights = 0;
  let price = 0;

  it('hands off from the calendar to Book your Stay with the chosen dates', async () => {
    await page.goto(`${sandbox.url}/the-lake/?ik-now=2026-12-01`);
    await expect.poll(() => calendar().locator('[role=grid]').count()).toBe(2);
    await expect.poll(() => calendar().locator('[aria-busy="true"]').count()).toBe(0);
    for (let date = '2026-12-02'; !arrival && date < '2026-12-31'; date = addDays(date, 1)) {
      if (/rooms? left$/.test((await nameOf(day(date))) ?? '')) arrival = date;
    }
    await day(arrival).click();
    let departure = '';
    for (let n = 2; !departure && n < 10; n++) {
      const name = (await nameOf(day(addDays(arrival, n)))) ?? '';
      if (/total £\d/.test(name) && !/Minimum|Maximum|night of/.test(name))
        departure = addDays(arrival, n);
    }
    await day(departure).click();
    nights = nightsBetween(arrival, departure);
    await calendar().getByRole('button', { name: 'Check availability' }).click();
    await page.waitForURL(`**/the-lake/book/stay/${arrival}/${nights}/2/0/0`);
    await expect.poll(() => engine().locator('h1').textContent()).toBe('Book your Stay');
  });

  it('opens a room detail drawer, with nothing for axe to find, and Escape closes it', async () => {
    const opener = engine().locator('[part=room-details]').first();
    await expect.poll(() => opener.count()).toBe(1);
    await opener.click();
    const drawer = engine().locator('dialog[part~=room-drawer]');
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await drawer.locator('img').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await expect
      .poll(() => opener.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b))
      .toBe(true);
  });

  it('shows the rates by room type and adds a room to the cart', async () => {
    const rate = engine().locator('[part=rate]').first();
    await expect.poll(() => rate.count()).toBe(1);
    expect(await engine().locator('[part=room-type]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const text = (await rate.textContent()) ?? '';
    // The cart charges the total shown: the offer price when an offer applies (the normal
    // price is struck through beside it).
    price = pounds(text.match(/£[\d,.]+ total/)![0]);
    // The first rate is the card's chosen one: the card's one "Add room" adds it.
    await engine()
      .locator('[part~=room-type]')
      .first()
      .getByRole('button', { name: /^Add room/ })
      .click();
    await expect.poll(() => engine().getByRole('link', { name: 'Book now' }).count()).toBe(1);
    expect(await engine().locator('[part=room-type]').count()).toBe(0);
  });

  it('shows the room in the cart with the right total', async () => {
    await engine().getByRole('link', { name: 'Book now' }).click();
    await expect.poll(() => engine().locator('h1').textContent()).toBe('Your cart');
    await expect.poll(() => engine().locator('[part=cart-item]').count()).toBe(1);
    expect(pounds(await engine().locator('[part=total]').textContent())).toBe(price);
    expect(problems).toEqual([]);
  });
});
