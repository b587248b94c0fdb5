import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// The stay calendar on the lake demo page, against the real sandbox and the built bundle.
// The demo page moves the lake's hand-off cut-over to 2027-01-12 (its `venues` config), so
// the clock is pinned before it: arrivals up to the cut-over stay in this tab, later ones open
// the external engine (the sandbox's stand-in) in a new tab.
const CUTOVER = '2027-01-12';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let context: BrowserContext;
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-stay-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The calendar in the page's main content (its quick-book panel holds another). */
const calendar = (page: Page) => page.locator('main ik-stay-calendar');
const day = (page: Page, date: string) => calendar(page).locator(`button[data-date="${date}"]`);

/** The accessible name of a day (its visually hidden label). */
const nameOf = (button: Locator) => button.locator('.ik-visually-hidden').textContent();

/** The first day from `from` on that a guest may arrive on without restriction. */
async function firstPlainArrival(page: Page, from: string): Promise<string> {
  for (let date = from; date < addDays(from, 40); date = addDays(date, 1)) {
    const name = await nameOf(day(page, date));
    if (name && /rooms? left$/.test(name)) return date;
  }
  throw new Error(`no plain arrival from ${from}`);
}

/** After choosing an arrival: the first later departure whose stay can be booked, with its total. */
async function firstBookableDeparture(page: Page, arrival: string): Promise<string> {
  for (let n = 2; n < 10; n++) {
    const date = addDays(arrival, n);
    const name = await nameOf(day(page, date));
    if (name && /total £\d/.test(name) && !/Minimum|Maximum|night of/.test(name)) return date;
  }
  throw new Error(`no departure after ${arrival}`);
}

async function chooseStay(page: Page, from: string) {
  // The months drawn first, then their prices in: polled the other way round, "nothing busy"
  // held before the calendar had drawn anything, and the days were read while their prices were
  // still coming (an arrival picked mid-load, whose next night was sold out, became a one-night
  // stay on a busy machine).
  await expect.poll(() => calendar(page).locator('[role=grid]').count()).toBe(2);
  await expect.poll(() => calendar(page).locator('[aria-busy="true"]').count()).toBe(0);
  const arrival = await firstPlainArrival(page, from);
  await day(page, arrival).click();
  await expect
    .poll(() => calendar(page).getByRole('status').first().textContent())
    .toContain('Now choose your departure date');
  const check = calendar(page).getByRole('button', { name: 'Check availability' });
  expect(await check.isDisabled()).toBe(true);
  const departure = await firstBookableDeparture(page, arrival);
  await day(page, departure).click();
  await expect.poll(() => check.isDisabled()).toBe(false);
  return { arrival, departure, check };
}

describe('the lake page stay calendar', () => {
  it('shows prices with nothing for axe to find, and hands off in this tab before the cut-over', async () => {
    const page = await context.newPage();
    await page.goto(`${sandbox.url}/the-lake/?ik-now=2026-12-01`);
    const { arrival, departure, check } = await chooseStay(page, '2026-12-02');
    expect(await axeViolations(page)).toEqual([]);
    const nights = nightsBetween(arrival, departure);
    await check.click();
    await page.waitForURL(`**/the-lake/book/stay/${arrival}/${nights}/2/0/0`);
    expect(new URL(page.url()).pathname).toBe(`/the-lake/book/stay/${arrival}/${nights}/2/0/0`);
    await page.close();
  });

  it('with the clock before the cut-over and an arrival after it, opens the external engine in a new tab', async () => {
    const page = await context.newPage();
    await page.goto(`${sandbox.url}/the-lake/?ik-now=2027-01-05`);
    const { arrival, departure, check } = await chooseStay(page, addDays(CUTOVER, 1));
    expect(arrival > CUTOVER).toBe(true);
    const [tab] = await Promise.all([context.waitForEvent('page'), check.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(
      `/sandbox/external-booking/booking/offers/innkit/the-lake/${arrival}/${departure}`,
    );
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(
      'External booking engine',
    );
    expect(new URL(page.url()).pathname).toBe('/the-lake/');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'search',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      arrival_date: arrival,
      departure_date: departure,
      venue: 'lake',
    });
    await tab.close();
    await page.close();
  });
});
