import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// Every demo page, as `npm start` serves it, on a phone: the header upgrades, nothing fails to
// load, and axe-core (its WCAG and best-practice rules) finds nothing. On a desktop the same
// pages are loaded by strict-csp.journey.ts, which fails on any error or failed request too,
// and checked by the axe matrix (every WCAG 2.2 rule at 1280 px in three themes).
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-demo-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const PAGES = [
  '/',
  '/the-lake/',
  '/seaside/',
  '/inn/',
  '/the-lake/offers/',
  '/seaside/golf/',
  '/the-lake/book/',
  '/the-lake/book/login-register',
  '/the-lake/book/gift-cards',
  '/the-lake/book/no-such-page',
  '/the-lake/booking-enquiry-form/',
];
const PHONE = { width: 375, height: 740 };

describe('demo pages', () => {
  for (const url of PAGES) {
    it(`${url} at ${PHONE.width}px: loads cleanly and passes axe`, async () => {
      const context = await browser.newContext({ viewport: PHONE });
      // Guests who have answered the newsletter modal: it would open over the page after
      // 3 s, perhaps while axe reads it (the axe matrix checks it open).
      await context.addCookies([{ name: 'signupCookie', value: '1', url: sandbox.url }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
      await page.goto(`${sandbox.url}${url}`);
      if (await page.locator('ik-header').count()) {
        await expect
          .poll(() => page.locator('ik-header').getByRole('link', { name: 'Login' }).count())
          .toBe(1);
      }
      // The engine's screens load lazily: check the page once the screen has its heading.
      if (await page.locator('ik-booking-engine').count()) {
        await page.locator('ik-booking-engine h1').first().waitFor();
      }
      // The offers page opens its popup on load: axe reads it once it is open, not while
      // it fades in (a colour half-way is neither: it once failed contrast so).
      if (url === '/the-lake/offers/') {
        await expect.poll(() => page.locator('ik-page-popup dialog[open]').count()).toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

// The page furniture as a guest meets it on the demo pages (issue 5).
describe('page furniture on the demo pages', () => {
  it('the offers page opens its popup on load; Escape closes it', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${sandbox.url}/the-lake/offers/`);
    const popup = page.getByRole('dialog', { name: 'Winter by the lake' });
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    await page.close();
  });

  it('the lake menu slides out full width on a phone and 310 px on a desktop', async () => {
    for (const [width, expected] of [
      [375, 375],
      [1280, 310],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      await page.goto(`${sandbox.url}/the-lake/`);
      // The slide menu's own button (the header has a menu button of its own on a phone).
      await page.locator('ik-slide-menu').getByRole('button', { name: 'Menu' }).click();
      const menu = page.locator('ik-slide-menu dialog[aria-label="Menu"]');
      await expect.poll(() => menu.getAttribute('data-phase')).toBe('open');
      // Widths compared to a hundredth of a pixel (layout rounds: 375.0000015 is 375).
      expect((await menu.boundingBox())?.width).toBeCloseTo(expected, 2);
      await expect
        .poll(() =>
          page.locator('ik-site-menu').getByRole('link', { name: 'Rooms and suites' }).isVisible(),
        )
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.getAttribute('data-phase')).toBe('closed');
      await page.close();
    }
  });

  it('the golf course page shows 18 holes, each choosing its own tee', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(`${sandbox.url}/seaside/golf/`);
    await expect.poll(() => page.getByRole('radio', { name: 'Black' }).count()).toBe(18);
    const hole5 = page.locator('ik-golf-hole').nth(4);
    await hole5.getByRole('radio', { name: 'Yellow' }).check();
    await expect.poll(() => hole5.getByText('Yards (Yellow)').count()).toBe(1);
    expect(
      await page.locator('ik-golf-hole').nth(5).getByRole('radio', { name: 'Black' }).isChecked(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
