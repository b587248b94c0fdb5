import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { CARDS } from '../../sandbox/testing/checkout-helpers';
import type { MailboxView } from '../../sandbox/forms/mailbox-view';
import { launchChromium } from './browser';
import { registerGuest } from './guest-account';

// Issue 15 items 1 and 2 on the booking demo page against the real sandbox and the built
// bundle: an anonymous guest buys an e-gift card, registers, pays in the checkout's frame,
// and the card (code, value, message, expiry) arrives in the sandbox mailbox.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-gifts-'));
const RECIPIENT = 'ada.lovelace@innkit.test';
const MESSAGE = 'Happy birthday, with love <3';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
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

const engine = () => page.locator('ik-booking-engine');
const heading = () => engine().locator('h1');
const payFrame = () => engine().frameLocator('iframe[part=frame]');

describe('an anonymous guest buys an e-gift card', () => {
  it('chooses a value, the recipient, a message and email delivery, and adds it to the cart', async () => {
    await page.goto(`${sandbox.url}/the-lake/book/gift-cards`);
    await expect.poll(() => heading().textContent()).toBe('Gift cards');
    const add = engine().getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('true');
    await engine()
      .getByRole('radio', { name: /Gift card £50/ })
      .check();
    await engine().getByLabel("Recipient's name").fill('Ada Lovelace');
    await engine().getByLabel('Your message').fill(MESSAGE);
    await engine().getByLabel("Recipient's email").fill(RECIPIENT);
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe(null);
    await add.click();
    await expect.poll(() => heading().textContent()).toBe('Your cart');
    const line = engine().locator('[part=cart-item]');
    await expect.poll(() => line.count()).toBe(1);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('Gift card £50');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`By email to ${RECIPIENT}`);
    expect(text).toContain('Valid for 24 months from purchase.');
  });

  it('registers, pays by card, and the card arrives in the sandbox mailbox', async () => {
    await engine().getByRole('link', { name: 'Pay Now' }).click();
    await expect.poll(() => heading().textContent()).toBe('Login or create an account');
    await registerGuest(page, {
      firstName: 'Charles',
      surname: 'Babbage',
      email: 'charles.babbage@innkit.test',
      phone: '+44 20 7946 0001',
      password: 'Engine1837x',
      address1: '1 Dorset Street',
      city: 'London',
      postcode: 'W1U 4EG',
      country: 'United Kingdom',
    });
    await expect.poll(() => heading().textContent()).toBe('Checkout');

    const pay = engine().getByRole('button', { name: 'Pay Now' });
    await engine().getByLabel('I agree to the booking terms and conditions').check();
    await pay.click();
    const frame = payFrame();
    await expect.poll(() => frame.getByLabel('Card number').count()).toBe(1);
    await frame.getByLabel('Name on card').fill('Charles Babbage');
    await frame.getByLabel('Card number').fill(CARDS.success);
    await frame.getByLabel('Expiry date').fill('12/39');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => heading().textContent(), { timeout: 15_000 }).toBe('Your Bookings');

    const box = (await (await fetch(`${sandbox.url}/sandbox/api/mailbox`)).json()) as MailboxView;
    const mail = box.accountMail.find((m) => m.to === RECIPIENT);
    expect(mail?.subject).toBe('Your £50.00 gift card from The Lake');
    expect(mail?.body).toMatch(/Your code: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(mail?.body).toContain(`Their message: ${MESSAGE}`);
    expect(mail?.body).toMatch(/Valid until \d{1,2} \w+, \d{4}\./);
    await page.goto(`${sandbox.url}/sandbox/mailbox`);
    await expect
      .poll(() => page.getByRole('heading', { name: /gift card from The Lake/ }).count())
      .toBe(1);
    expect(problems).toEqual([]);
  });
});
