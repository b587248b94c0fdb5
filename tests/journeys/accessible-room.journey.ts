import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';

// A guest who needs an accessible room (issue 22 item 6): on Book your Stay they tick
// "Accessible rooms" and search with the keyboard, see only rooms with accessibility features,
// said in words, and add one to the cart. Against the real sandbox and the built bundle.
const started = sandboxAndBrowser('accessible-room');
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const context = await started.browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      problems.push(`${r.status()} ${r.url()}`);
  });
});

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const rooms = () => engine().locator('[part=room-type]');
const focusedText = () =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent?.trim() ?? '';
  });

/** Book your Stay for two adults, two nights from `date`, searched again with the filter. */
async function searchAccessible(date: string): Promise<boolean> {
  await page.goto(`${started.sandbox.url}/the-lake/book/stay/${date}/2/2/0/0`);
  await expect.poll(() => heading().textContent()).toBe('Book your Stay');
  // On a phone the search is the booking bar's line at the top: Enter opens it as a sheet.
  await engine().locator('[part=bar-search]').focus();
  await page.keyboard.press('Enter');
  const sheet = engine().locator('[part~=search-sheet]');
  const box = sheet.getByRole('checkbox', { name: 'Accessible rooms' });
  await expect.poll(() => box.isChecked()).toBe(false);
  await box.focus();
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusedText()).toBe('Search');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).search).toBe('?accessible=1');
  const empty = engine().locator('[part=no-accessible-rooms], [part=no-rates]');
  await expect.poll(async () => (await rooms().count()) + (await empty.count())).toBeGreaterThan(0);
  return (await rooms().count()) > 0;
}

describe('booking an accessible room', () => {
  let date = addDays(new Date().toISOString().slice(0, 10), 21);

  it('searches with "Accessible rooms" and shows only rooms with features, in words', async () => {
    let found = false;
    for (let tries = 0; !found && tries < 14; tries += 1, date = addDays(date, 1)) {
      found = await searchAccessible(date);
      if (found) break;
    }
    expect(found).toBe(true);
    const shown = await rooms().count();
    // Every room shown states its features in words.
    expect(await engine().locator('[part=room-type] [part=room-accessibility]').count()).toBe(
      shown,
    );
    expect(await rooms().locator('h2').allTextContents()).toContain('Lake View Suite');
    expect(await engine().locator('[part=accessible-note]').textContent()).toMatch(
      /^Showing accessible rooms only: \d+ of \d+ room types?\./,
    );
    expect(await engine().locator('[part=room-accessibility]').first().textContent()).toContain(
      'Step-free route',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds the accessible room to the cart with the keyboard', async () => {
    const suite = rooms().filter({ has: page.locator('h2', { hasText: 'Lake View Suite' }) });
    // The card's one "Add room", for its chosen (first) rate.
    const add = suite.getByRole('button', { name: /^Add room/ });
    await add.focus();
    await page.keyboard.press('Enter');
    const bookNow = engine().getByRole('link', { name: 'Book now' });
    await expect.poll(() => bookNow.count()).toBe(1);
    const held = started.sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM stay_holds WHERE room_type = 'LKSUI' AND status = 'held'")
      .get() as { n: number };
    expect(held.n).toBe(1);
    await bookNow.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    await expect.poll(() => engine().locator('[part~=cart-item]').count()).toBe(1);
    expect(await engine().locator('[part~=cart-item]').textContent()).toContain('Lake View Suite');
    expect(problems).toEqual([]);
  });
});
