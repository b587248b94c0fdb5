import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// The hosted payment page (second origin) framed by the checkout page in real Chromium, with
// the checkout's and the payment page's Content-Security-Policies in force. The checkout
// screen itself is the booking engine's; here the page's own script plays its part.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-journey-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** As the checkout does: put a room in the cart, SetCheckout, frame ForwardURL. */
async function frameThePaymentPage(p: Page): Promise<string> {
  return p.evaluate(async () => {
    const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const send = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf() },
        body: JSON.stringify(body),
      });
    const post = async (url: string, body: unknown) => {
      let response = await send(url, body);
      // The first unsafe request of a visit may race the XSRF cookie (419): once more.
      if (response.status === 419) response = await send(url, body);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await post('/sandbox/api/cart/sample', {});
    // The session fields booking-engine.md §7 names for SetCheckout.
    const system = (await (await fetch('/rs/system')).json()) as {
      Session: { SessionId: string; WebFolioId: string | number };
    };
    const started = await post('/rs/request', {
      method: 'SetCheckout',
      data: {
        SessionId: system.Session.SessionId,
        WebFolioId: String(system.Session.WebFolioId),
        CreateToken: false,
      },
    });
    const w = window as unknown as { results: unknown[] };
    w.results = [];
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin) w.results.push(event.data);
    });
    document.getElementById('pay-frame')?.remove();
    const frame = document.createElement('iframe');
    frame.id = 'pay-frame';
    frame.title = 'Card payment';
    frame.src = String(started.ForwardURL);
    frame.style.cssText = 'width: 100%; height: 700px';
    document.body.append(frame);
    return String(started.ForwardURL);
  });
}

/** Logs the browser context in before the page loads, so no page request races the login. */
async function logIn(c: BrowserContext): Promise<void> {
  const system = (await (await c.request.get(`${sandbox.url}/rs/system`)).json()) as {
    Session: { SessionId: string; WebFolioId: string | number };
  };
  const xsrf = (await c.cookies(sandbox.url)).find((k) => k.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await c.request.post(`${sandbox.url}/rs/login`, {
    data: {
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
      // The session fields booking-engine.md §7 names.
      SessionId: system.Session.SessionId,
      WebFolioId: String(system.Session.WebFolioId),
    },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(((await answer.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');
}

const results = (p: Page) =>
  p.evaluate(() => (window as unknown as { results: Record<string, string>[] }).results);

describe('the hosted payment page in the checkout’s frame', () => {
  it('pays by keyboard and reports a signed result to the checkout only', async () => {
    await logIn(context);
    await page.goto(`${sandbox.url}/the-lake/book/checkout`);
    const forward = await frameThePaymentPage(page);
    expect(new URL(forward).origin).toBe(sandbox.payment.origin);
    const frame = page.frameLocator('#pay-frame');
    await frame.getByLabel('Name on card').fill('Ada Lovelace');
    await frame.getByLabel('Card number').fill('4444 3333 2222 1111');
    await frame.getByLabel('Expiry date').fill('12/39');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Security code').press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => results(page).then((r) => r.length)).toBe(1);
    const [result] = await results(page);
    expect(result).toMatchObject({
      type: 'ik-payment-result',
      paymentStatus: 'AUTHORISED',
      paymentAmount: '24500',
      paymentCurrency: 'GBP',
      mac2: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const done = await page.evaluate(async (paid: Record<string, string>) => {
      const { type: _type, mac2, ...fields } = paid;
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      // As §7 names it: the cart and balance, the gateway's fields with mac.
      const cart = (await (await fetch('/rs/get-webfolios')).json()) as {
        FolioBalance: number;
        FolioItems: { Category: string; FolioId: string; FolioItemId: string; Amount: number }[];
      };
      const checkout = { ...fields, status: 'success', mac: mac2, StoreCard: false };
      const response = await fetch('/rs/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ cart, balance: Number(cart.FolioBalance), checkout }),
      });
      return response.json() as Promise<{ Result: { value: string }; BookingRef: string }>;
    }, result ?? {});
    expect(done.Result.value).toBe('SUCCESS');
    expect(done.BookingRef).toMatch(/^LK\d+$/);
    expect(problems).toEqual([]);
  });

  it('cancels with the Cancel button', async () => {
    await frameThePaymentPage(page);
    const frame = page.frameLocator('#pay-frame');
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => results(page).then((r) => r.at(-1)?.paymentStatus))
      .toBe('SHOPPER_CANCELLED');
  });

  it('shows the problems of a bad entry in the frame, named and announced', async () => {
    await frameThePaymentPage(page);
    const frame = page.frameLocator('#pay-frame');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => frame.getByRole('alert').textContent()).toContain('There is a problem');
    expect(await frame.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await results(page)).toEqual([]);
  });

  it('has nothing for axe to find on the payment page', async () => {
    const inspect = await browser.newContext({ bypassCSP: true });
    try {
      const own = await inspect.newPage();
      await own.goto(await frameThePaymentPage(page));
      expect(await axeViolations(own)).toEqual([]);
    } finally {
      await inspect.close();
    }
  });
});
