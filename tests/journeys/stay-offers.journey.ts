import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseDay } from '../../sandbox/stay/house-occupancy';
import { startSandbox } from '../../sandbox/start-sandbox';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { formatDate } from '../../src/domain/format/format-date';
import { launchChromium } from './browser';
import { registerGuest } from './guest-account';
import { THEMES, useTheme } from './theme';

// Issue 36 §3 and §4 as a guest lives them, keyboard only, against the real sandbox and the
// built bundle: a sold-out search offers nearby dates and one
// key press shows their rates; a guest who is not logged in sees what members pay, logs in
// from it and sees the member rate without searching again. Then the layout of both at 320 to
// 1280 px in the three themes.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-stay-offers-'));
// On the sandbox's real clock (a pinned `?ik-now=` is not carried by the engine's own links):
// the first night the lake is full at least two weeks ahead, and a free stay after it.
const today = new Date().toISOString().slice(0, 10);
let soldOut = addDays(today, 14);
while (houseDay('lake', soldOut) !== 'sold-out') soldOut = addDays(soldOut, 1);
let free = addDays(soldOut, 2);
while ([0, 1, 2].some((n) => houseDay('lake', addDays(free, n)) === 'sold-out'))
  free = addDays(free, 1);
const earliest = (from: string, step: number) => {
  let day = addDays(from, step);
  while (houseDay('lake', day) === 'sold-out') day = addDays(day, step);
  return day;
};
const LATER = earliest(soldOut, 1);
const SOLD_OUT = `/the-lake/book/stay/${soldOut}/1/2/0/0/lake`;
const MEMBER_STAY = `/the-lake/book/stay/${free}/3/2/0/0/lake`;
const MEMBER = { email: 'mia.journey@members.innkit.test', password: 'Windermere2026' };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  // A member's account, made in a browser of its own.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${sandbox.url}/the-lake/book/login-register`);
  await registerGuest(other, {
    firstName: 'Mia',
    surname: 'Member',
    email: MEMBER.email,
    phone: '+44 15394 00001',
    password: MEMBER.password,
    address1: '2 Lake Road',
    city: 'Ambleside',
    postcode: 'LA22 0AA',
    country: 'United Kingdom',
  });
  await other.context().close();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const engine = () => page.locator('ik-booking-engine');
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
/** Where focus is, through shadow roots: its tag, text and part. */
const focusedText = () =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return `${active?.localName}|${active?.getAttribute('part') ?? ''}|${active?.textContent?.trim() ?? ''}`;
  });
/** Tab until the focused element's text matches, as a keyboard user does (at most `limit`). */
async function tabTo(pattern: RegExp, limit = 80): Promise<string> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedText();
    if (pattern.test(now)) return now;
  }
  throw new Error(`Tab never reached ${pattern}`);
}

describe('Book your Stay: nearby dates and member prices, by keyboard', () => {
  it('offers nearby dates for a sold-out night, and one key press searches one', async () => {
    await page.goto(`${sandbox.url}${SOLD_OUT}`);
    const links = engine().locator('[part=nearby-stays] [part=option-link]');
    await expect.poll(() => links.count(), { timeout: 60_000 }).toBe(2);
    expect(await engine().locator('[part=no-rates]').textContent()).toContain(
      'Sorry, no rates are available for this day.',
    );
    const later = await tabTo(new RegExp(`^a\\|option-link\\|Search: Later${formatDate(LATER)}`));
    const total = pounds(/£[\d,.]+/.exec(later)![0]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain(`/stay/${LATER}/1/2/0/0/lake`);
    await expect.poll(() => engine().locator('[part=room-type]').count()).toBeGreaterThan(0);
    // Focus on the screen's heading; the rates' cheapest is the total the link offered.
    await expect.poll(focusedText).toBe('h1|screen-title|Book your Stay');
    const prices = await engine().locator('[part=rate-total] [part=price-now]').allTextContents();
    expect(Math.min(...prices.map(pounds))).toBe(total);
  });

  it('tells a guest who is not logged in what members pay; logging in shows the rate, unsearched', async () => {
    await page.goto(`${sandbox.url}${MEMBER_STAY}`);
    const teaser = engine().locator('[part=member-teaser]');
    await expect.poll(() => teaser.count(), { timeout: 60_000 }).toBe(1);
    const price = pounds(/£[\d,.]+/.exec((await teaser.textContent())!)![0]);
    expect(await engine().getByText('Members’ Rate').count()).toBe(0);
    await tabTo(/^a\|\|log in or join$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/the-lake/book/login-register');
    await expect.poll(focusedText).toMatch(/^h1\|screen-title\|/);
    await tabTo(/^input\|/);
    await page.keyboard.type(MEMBER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(MEMBER.password);
    await page.keyboard.press('Enter');
    // Back on the same search, never searched again by the guest: the member rate is there.
    await expect.poll(() => new URL(page.url()).pathname).toBe(MEMBER_STAY);
    const rate = engine().locator('[part=rate]', { hasText: 'Members’ Rate' });
    await expect.poll(() => rate.count(), { timeout: 60_000 }).toBe(1);
    expect(pounds(await rate.locator('[part=price-now]').textContent())).toBe(price);
    expect(await teaser.count()).toBe(0);
    await expect.poll(focusedText).toBe('h1|screen-title|Book your Stay');
    // Logged out again for the layout below.
    await page.context().clearCookies();
  });

  it('lays out both at 320 to 1280 px in the three themes: nothing wider than the screen', async () => {
    const wide: string[] = [];
    for (const [url, part] of [
      [SOLD_OUT, 'nearby-stays'],
      [MEMBER_STAY, 'member-teaser'],
    ] as const) {
      await page.goto(`${sandbox.url}${url}`);
      const shown = engine().locator(`[part=${part}]`).first();
      await expect.poll(() => shown.count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => shown.locator('[role=status]').count()).toBe(0);
      for (const theme of THEMES) {
        await useTheme(page, theme);
        for (const width of [320, 375, 768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const box = await shown.boundingBox();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - innerWidth,
          );
          if (!box || box.x < 0 || box.x + box.width > width + 0.5 || overflow > 0)
            wide.push(`${part} ${theme} ${width}: ${JSON.stringify(box)} overflow ${overflow}`);
        }
      }
    }
    expect(wide).toEqual([]);
    expect(problems).toEqual([]);
  });
});
