import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// The booking engine's cart journey (issue 6) on the booking demo page, against the real
// sandbox serving the built bundle: a sample room from the sandbox controls, a dog and a
// guest note added from the cart, the extra removed, the room removed, and the guest back on
// the stay screen with the dates they last searched.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-engine-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => {
    // Failed loads are reported by address below (the plain /sandbox page has no icon).
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      problems.push(m.text());
  });
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

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const total = () => engine().locator('[part=total]');

describe('the booking engine cart', () => {
  it('starts on the landing page, with nothing for axe to find', async () => {
    await page.goto(`${sandbox.url}/the-lake/book/`);
    await expect.poll(() => heading().textContent()).toBe('Make a booking');
    expect(await engine().locator('[part=card]').count()).toBe(7);
    // The guest searched these dates before (the stay search keeps them in the browser).
    await page.evaluate(() => localStorage.setItem('last_date_searched', '2026-06-12_2026-06-15'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a sample room from the sandbox controls', async () => {
    await page.goto(`${sandbox.url}/sandbox`);
    await page.getByRole('button', { name: 'Add a sample room' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Added a sample room/);
  });

  it('opens the cart from the header, in-page', async () => {
    await page.goto(`${sandbox.url}/the-lake/book/`);
    const cart = page.locator('ik-header').getByRole('link', { name: 'Cart, 1 item, £245.00' });
    await cart.click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    expect(new URL(page.url()).pathname).toBe('/the-lake/book/cart');
    await expect.poll(() => total().textContent()).toBe('Total £245.00');
    expect(await engine().getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      '/the-lake/book/login-register?redirect=checkout',
    );
  });

  it('adds a dog and a guest note to the room and shows the new total', async () => {
    await engine()
      .getByRole('button', { name: /^Add to room/ })
      .click();
    const drawer = engine().getByRole('dialog');
    await expect
      .poll(() => drawer.getByRole('heading', { level: 2 }).textContent())
      .toMatch(/^Add to room/);
    const dog = drawer.getByRole('form', { name: /Bringing your dog/ });
    await dog.getByRole('button', { name: /^Add/ }).click();
    await expect
      .poll(() => dog.getByRole('alert').textContent())
      .toBe('Please choose an option for bringing your dog.');
    await dog.getByLabel('Medium dog (10 to 25 kg)').check();
    await dog.getByRole('button', { name: /^Add/ }).click();
    await expect
      .poll(() => dog.getByRole('status').textContent())
      .toBe('Added bringing your dog to your room.');
    const note = drawer.getByRole('form', { name: /Note for the hotel/ });
    await note.getByLabel('Your note (required)').fill('We arrive by the late train.');
    await note.getByRole('button', { name: /^Add/ }).click();
    await expect
      .poll(() => note.getByRole('status').textContent())
      .toBe('Added note for the hotel to your room.');
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => total().textContent()).toBe('Total £270.00');
    const extras = engine().locator('.extra');
    expect(await extras.allTextContents()).toEqual([
      expect.stringMatching(/^Dogs: Medium dog \(10 to 25 kg\)£25\.00Remove/),
      expect.stringMatching(/^Guest Note: We arrive by the late train\.£0\.00Remove/),
    ]);
    await expect
      .poll(() =>
        page.locator('ik-header').getByRole('link', { name: 'Cart, 1 item, £270.00' }).count(),
      )
      .toBe(1);
  });

  it('removes the extra', async () => {
    await engine()
      .getByRole('button', { name: /^Remove Dogs from/ })
      .click();
    await expect.poll(() => total().textContent()).toBe('Total £245.00');
    expect(await engine().locator('.extra').count()).toBe(1);
  });

  it('removes the room and lands on the stay screen with the last searched dates', async () => {
    await engine()
      .getByRole('button', { name: /^Remove\W+Lakeside Double/ })
      .click();
    await expect.poll(() => heading().textContent()).toBe('Book your Stay');
    expect(new URL(page.url()).pathname).toBe('/the-lake/book/stay/2026-06-12/3');
    expect(await page.locator('ik-header').locator('[part=cart]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
