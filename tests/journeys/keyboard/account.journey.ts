import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from '../browser';
import { registerGuest } from '../guest-account';
import { focusedElement } from './focus-checks';
import { keyboardGuest, keyboardOn, logInByKeys } from './keyboard-steps';

// Issue 22 build 8: registration and login with the keyboard alone (the registering itself is
// the journeys' one registerGuest step), asserting where focus lands after every action.
const started = sandboxAndBrowser('keyboard-account');
let page: Page;
const guest = keyboardGuest('keys', 'Kit', 'Keys');
const keys = keyboardOn(() => page);
const { press, tabTo } = keys;

describe('registration and login, by keyboard only, at 375 px', () => {
  it('a refused "Create an account" focuses the error summary; its link focuses the field', async () => {
    const context = await started.browser.newContext({ viewport: { width: 375, height: 740 } });
    page = await context.newPage();
    await page.goto(`${started.sandbox.url}/the-lake/book/login-register`);
    await expect
      .poll(() => page.locator('ik-booking-engine h1').textContent())
      .toBe('Login or create an account');
    await tabTo((now) => now.text === 'Create an account' && now.part === 'toggle');
    // The toggle stays where it was, now offering Login; the form below it changed.
    expect((await press('Enter')).text).toBe('Login');
    await tabTo((now) => now.tag === 'button' && now.text === 'Create an account');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).part).toBe('error-summary');
    expect((await focusedElement(page)).text).toMatch(/^There is a problem/);
    const link = await press('Tab');
    expect(link.text).toBe('First name is required');
    await page.keyboard.press('Enter');
    expect((await focusedElement(page)).control).toBe('FirstName');
    // Back up to the toggle and to Login, where registerGuest starts.
    const toggle = await tabTo((now) => now.part === 'toggle', 'Shift+Tab');
    expect(toggle.text).toBe('Login');
    expect((await press('Enter')).text).toBe('Create an account');
  });

  it('registers (the journeys’ one step), then logs in by keys to My Bookings', async () => {
    await registerGuest(page, guest);
    await page.context().close();
    page = await (
      await started.browser.newContext({ viewport: { width: 375, height: 740 } })
    ).newPage();
    await page.goto(`${started.sandbox.url}/the-lake/book/login-register`);
    await expect
      .poll(() => page.locator('ik-booking-engine h1').textContent())
      .toBe('Login or create an account');
    await logInByKeys(keys, page, guest);
    await expect.poll(async () => (await focusedElement(page)).tag).toBe('h1');
    const heading = await focusedElement(page);
    expect(heading.text).toBe('Your Bookings');
    expect(heading.coveredBy).toEqual([]);
    await page.context().close();
  });
});
