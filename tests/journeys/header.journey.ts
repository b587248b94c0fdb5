import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// The header journey of issue 2 on the lake demo page, against the real sandbox serving the
// built bundle (npm test builds it first).
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-journey-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const header = (p: Page) => p.locator('ik-header');

describe('the lake page header', () => {
  it('shows Login to a visitor, with nothing for axe to find', async () => {
    await page.goto(`${sandbox.url}/the-lake/`);
    await expect.poll(() => header(page).getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'My Bookings' }).count()).toBe(0);
    expect(await header(page).locator('[part=cart]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('logs the seeded guest in through the login page', async () => {
    await header(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/the-lake/book/login-register');
    const form = page.locator('ik-booking-engine');
    await form.getByLabel('Email').fill(SEEDED_GUEST.email);
    await form.getByLabel('Password').fill(SEEDED_GUEST.password);
    // First the network fails: the guest is told so in plain words and keeps what they typed.
    await page.route('**/rs/login', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('We could not reach the hotel. Please check your connection and try again.');
    expect(await form.getByLabel('Email').inputValue()).toBe(SEEDED_GUEST.email);
    await page.unroute('**/rs/login');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => header(page).getByText(`Hello, ${SEEDED_GUEST.firstName}`).count())
      .toBe(1);
  });

  it('greets the guest and offers My Bookings back on the lake page', async () => {
    await page.goto(`${sandbox.url}/the-lake/`);
    await expect
      .poll(() => header(page).getByText(`Hello, ${SEEDED_GUEST.firstName}`).count())
      .toBe(1);
    expect(await header(page).getByRole('link', { name: 'My Bookings' }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
  });

  it('shows the cart button and badge once the cart holds an item, in every tab', async () => {
    const other = await context.newPage();
    await other.goto(`${sandbox.url}/the-lake/`);
    await expect
      .poll(() =>
        header(other)
          .getByText(/^Hello, /)
          .count(),
      )
      .toBe(1);
    await page.evaluate(async () => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const answer = await fetch('/sandbox/api/cart/sample', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!answer.ok) throw new Error(`sample item: ${answer.status}`);
      document.dispatchEvent(new Event('ik-cart-refresh'));
    });
    for (const tab of [page, other]) {
      const cart = header(tab).getByRole('link', { name: 'Cart, 1 item, £245.00' });
      await expect.poll(() => cart.count()).toBe(1);
      expect(await cart.getAttribute('href')).toBe('/the-lake/book/cart');
      expect(await header(tab).locator('[part=badge]').textContent()).toBe('1');
    }
    await other.close();
  });
});
