import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from '../browser';
import { registerGuest } from '../guest-account';
import { type Focused, focusedElement } from './focus-checks';

// Issue 22 build 8: registration and login with the keyboard alone (the registering itself is
// the journeys' one registerGuest step), asserting where focus lands after every action.
const started = sandboxAndBrowser('keyboard-account');
let page: Page;
const guest = {
  firstName: 'Kit',
  surname: 'Keys',
  email: `keys-${Date.now()}@example.com`,
  phone: '017687 72000',
  password: 'Windermere9',
  address1: '1 Lake Road',
  city: 'Bowness',
  postcode: 'LA23 3AA',
  country: 'United Kingdom',
};

async function press(key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focusedElement(page);
  expect(now.coveredBy, `${key} → ${now.tag} "${now.text.slice(0, 40)}"`).toEqual([]);
  return now;
}

/** Tab (or Shift+Tab) until `found` says yes (at most 60 stops). */
async function tabTo(found: (now: Focused) => boolean, key = 'Tab'): Promise<Focused> {
  for (let i = 0; i < 60; i += 1) {
    const now = await press(key);
    if (found(now)) return now;
  }
  throw new Error('not reached by Tab');
}

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
    const email = await tabTo((now) => now.control === 'EmailAddress');
    expect(email.tag).toBe('input');
    await page.keyboard.type(guest.email);
    expect((await press('Tab')).control).toBe('Password');
    await page.keyboard.type(guest.password);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).tag, { timeout: 10_000 }).toBe('h1');
    const heading = await focusedElement(page);
    expect(heading.text).toBe('Your Bookings');
    expect(heading.coveredBy).toEqual([]);
    await page.context().close();
  });
});
