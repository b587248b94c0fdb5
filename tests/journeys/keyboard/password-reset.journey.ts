import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from '../browser';
import { registerGuest } from '../guest-account';
import { focusedElement } from './focus-checks';
import { keyboardGuest, keyboardOn } from './keyboard-steps';

// Issue 22 build 8: a password reset with the keyboard alone, asserting where focus lands.
const started = sandboxAndBrowser('keyboard-reset');
let page: Page;
const guest = keyboardGuest('reset', 'Rita', 'Reset');
const { press, tabTo } = keyboardOn(() => page);

const newPage = async () =>
  (await started.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();

describe('a password reset, by keyboard only, at 375 px', () => {
  it('asks for the link: Forgot password opens the email box with focus in it', async () => {
    page = await newPage();
    await page.goto(`${started.sandbox.url}/the-lake/book/login-register`);
    await registerGuest(page, guest);
    await page.context().close();

    page = await newPage();
    await page.goto(`${started.sandbox.url}/the-lake/book/login-register`);
    await expect
      .poll(() => page.locator('ik-booking-engine h1').textContent())
      .toBe('Login or create an account');
    await tabTo((now) => now.text === 'Forgot password');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).control).toBe('ResetEmail');
    await page.keyboard.type(guest.email);
    await page.keyboard.press('Enter');
    const status = page.locator('ik-booking-engine [part=forgot-password] [role=status]');
    await expect.poll(() => status.textContent()).toMatch(/^Request received\./);
    // The form stays: focus stays where the guest pressed Enter.
    expect((await focusedElement(page)).control).toBe('ResetEmail');
  });

  it('resets by keys from the mailed link; the outcome takes the vanished button’s focus', async () => {
    const origin = started.sandbox.url;
    const mailbox = (await (await page.request.get(`${origin}/sandbox/api/mailbox`)).json()) as {
      accountMail: { to: string; subject: string; link: string | null }[];
    };
    const mail = mailbox.accountMail.find(
      (m) =>
        m.to.toLowerCase() === guest.email.toLowerCase() && m.subject === 'Reset your password',
    );
    expect(mail?.link).toBeTruthy();
    const link = new URL(mail!.link!);
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await expect
      .poll(() => page.locator('ik-booking-engine h1').textContent())
      .toBe('Reset your password');
    await tabTo((now) => now.tag === 'input');
    await page.keyboard.type('Lighthouse1857');
    expect((await press('Tab')).tag).toBe('input');
    await page.keyboard.type('Lighthouse1857');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).part).toBe('reset-done');
    const done = await focusedElement(page);
    expect(done.text).toMatch(/^Your password was reset successfully\./);
    expect(done.coveredBy).toEqual([]);
    expect((await press('Tab')).text).toBe('Login');
    await page.context().close();
  });
});
