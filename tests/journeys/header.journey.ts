import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';
import { addSampleItem } from './sample-item';

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
      .poll(() =>
        header(page).getByText(`Hello, ${SEEDED_GUEST.firstName}`, { exact: true }).count(),
      )
      .toBe(1);
  });

  it('greets the guest and offers My Bookings back on the lake page', async () => {
    await page.goto(`${sandbox.url}/the-lake/`);
    await expect
      .poll(() =>
        header(page).getByText(`Hello, ${SEEDED_GUEST.firstName}`, { exact: true }).count(),
      )
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
    await page.evaluate(addSampleItem);
    await page.evaluate(() => document.dispatchEvent(new Event('ik-cart-refresh')));
    for (const tab of [page, other]) {
      const cart = header(tab).getByRole('link', { name: 'Cart, 1 item, £245.00' });
      await expect.poll(() => cart.count()).toBe(1);
      expect(await cart.getAttribute('href')).toBe('/the-lake/book/cart');
      expect(await header(tab).locator('[part=badge]').textContent()).toBe('1');
    }
    await other.close();
  });
});

// Issue 16: on a 320 px phone, by touch and by keyboard, a visitor reaches Login and a guest
// reaches My Bookings, My Profile, Logout and the cart; nothing scrolls sideways.
describe('the header on a 320 px phone', () => {
  let phone: Page;
  const bar = () => header(phone);
  /** The focused element's text, looking inside shadow roots. */
  const focused = () =>
    phone.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.textContent?.trim() ?? '';
    });
  /** Press Tab until `text` has the focus (at most 40 times). */
  const tabTo = async (text: string | RegExp) => {
    for (let i = 0; i < 40; i++) {
      const now = await focused();
      if (typeof text === 'string' ? now === text : text.test(now)) return;
      await phone.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${text}`);
  };
  /** Wholly on the screen, at least 24 px square. */
  const onScreen = async (name: string | RegExp, role: 'link' | 'button' = 'link') => {
    const box = (await bar().getByRole(role, { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  };
  const sideways = () =>
    phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  beforeAll(async () => {
    const small = await browser.newContext({
      viewport: { width: 320, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    await small.addCookies([{ name: 'signupCookie', value: '1', url: sandbox.url }]);
    phone = await small.newPage();
  });

  it('a visitor reaches Login by touch and by keyboard', async () => {
    await phone.goto(`${sandbox.url}/the-lake/`);
    await expect.poll(() => bar().getByRole('link', { name: 'Login' }).count()).toBe(1);
    await onScreen('Login');
    await onScreen('Menu', 'button');
    expect(await sideways()).toBe(false);
    await bar().getByRole('link', { name: 'Login' }).tap();
    await phone.waitForURL('**/the-lake/book/login-register');
    await phone.goto(`${sandbox.url}/the-lake/`);
    await expect.poll(() => bar().getByRole('link', { name: 'Login' }).count()).toBe(1);
    await tabTo('Login');
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/the-lake/book/login-register');
  });

  it('a guest with a room in the cart reaches their links and the cart by touch', async () => {
    const form = phone.locator('ik-booking-engine');
    await form.getByLabel('Email').fill(SEEDED_GUEST.email);
    await form.getByLabel('Password').fill(SEEDED_GUEST.password);
    await form.getByRole('button', { name: 'Login' }).tap();
    await expect.poll(() => bar().locator('[part~=menu-button]').textContent()).toContain('Ada');
    await phone.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('XSRF-TOKEN=')[1]!.split(';')[0]!);
      const answer = await fetch('/sandbox/api/cart/sample', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!answer.ok) throw new Error(`sample item: ${answer.status}`);
    });
    await phone.goto(`${sandbox.url}/the-lake/`);
    await expect
      .poll(() =>
        bar()
          .getByRole('link', { name: /^Cart, 1 item/ })
          .count(),
      )
      .toBe(1);
    await onScreen(/^Cart, 1 item/);
    await onScreen(`Menu: Hello, ${SEEDED_GUEST.firstName}`, 'button');
    expect(await sideways()).toBe(false);
    for (const name of ['My Bookings', 'My Profile', 'Logout']) {
      await bar()
        .getByRole('button', { name: /^Menu: Hello/ })
        .tap();
      await onScreen(name);
      expect(
        await bar()
          .getByRole('button', { name: /^Menu: Hello/ })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      if (name === 'Logout') break;
      await bar().getByRole('link', { name }).tap();
      await phone.waitForURL(name === 'My Bookings' ? '**/book/my-booking' : '**/book/account');
      await phone.goto(`${sandbox.url}/the-lake/`);
      // The bar settles once the cart's count is in: a tap before then can land where the menu
      // button was a moment ago (on the cart).
      await expect
        .poll(() =>
          bar()
            .getByRole('link', { name: /^Cart, 1 item/ })
            .count(),
        )
        .toBe(1);
    }
    await phone.keyboard.press('Escape');
    await bar()
      .getByRole('link', { name: /^Cart, 1 item/ })
      .tap();
    await phone.waitForURL('**/the-lake/book/cart');
  });

  it('a guest reaches the same links and the cart by keyboard, and Escape closes the menu', async () => {
    await phone.goto(`${sandbox.url}/the-lake/`);
    await expect
      .poll(() =>
        bar()
          .getByRole('link', { name: /^Cart, 1 item/ })
          .count(),
      )
      .toBe(1);
    await tabTo(/^Menu: Hello, /);
    await phone.keyboard.press('Enter');
    await expect.poll(focused).toBe('The Lake');
    await tabTo('My Bookings');
    await phone.keyboard.press('Tab');
    expect(await focused()).toBe('My Profile');
    await phone.keyboard.press('Tab');
    expect(await focused()).toBe('Logout');
    await phone.keyboard.press('Escape');
    await expect.poll(focused).toMatch(/^Menu: Hello, /);
    await tabTo(/^Cart, 1 item/);
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/the-lake/book/cart');
    // And Logout, by keyboard: the visitor's Login comes back.
    await tabTo(/^Menu: Hello, /);
    await phone.keyboard.press('Enter');
    await tabTo('Logout');
    await phone.keyboard.press('Enter');
    // Logout asks once more on its own page and ends the session by POST (issue 17 item 16).
    await phone.waitForURL('**/logout');
    const logOut = phone.getByRole('button', { name: 'Log out' });
    await logOut.focus();
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/the-lake/');
    await expect.poll(() => bar().getByRole('link', { name: 'Login' }).count()).toBe(1);
  });
});
