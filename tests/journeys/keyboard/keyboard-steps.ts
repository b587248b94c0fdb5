import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nextFrames, transitionsEnded } from '../frames';
import type { NewGuest } from '../guest-account';
import { type Focused, focusedElement } from './focus-checks';

/** The keyboard journeys' phone: 375 px wide, British English. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'en-GB',
  });
  return context.newPage();
}

/** A new guest of the keyboard journeys: `who` makes the email unique to its journey. */
export function keyboardGuest(who: string, firstName: string, surname: string): NewGuest {
  return {
    firstName,
    surname,
    email: `${who}-${Date.now()}@example.com`,
    phone: '017687 72000',
    password: 'Windermere9',
    address1: '1 Lake Road',
    city: 'Bowness',
    postcode: 'LA23 3AA',
    country: 'United Kingdom',
  };
}

/** Where focus landed, asserted in view and under no sticky or fixed bar (WCAG 2.4.11). */
function expectSeen(now: Focused, after: string): void {
  const where = `${after} → ${now.tag} "${now.text.slice(0, 40)}"`;
  expect(now.coveredBy, where).toEqual([]);
  expect(now.inView, where).toBe(true);
}

/**
 * The keys of one journey on `page()` (a getter: a journey opens new pages). Every key pressed
 * through it notes where focus landed and asserts it is in view and uncovered; `steps` keeps
 * them, for the journey's count of steps with focus asserted.
 */
export function keyboardOn(page: () => Page) {
  const steps: Focused[] = [];

  /** Where focus is once what the last key started has settled (a skip link sliding in). */
  async function settled(): Promise<Focused> {
    await nextFrames(page());
    await transitionsEnded(page());
    return focusedElement(page());
  }

  /** Press a key; where focus landed, in view and uncovered. */
  async function press(key: string): Promise<Focused> {
    await page().keyboard.press(key);
    const now = await settled();
    expectSeen(now, key);
    steps.push(now);
    return now;
  }

  /** Press `key` (Tab unless told) until `found` says yes, at most `max` times. */
  async function tabTo(found: (now: Focused) => boolean, key = 'Tab', max = 60): Promise<Focused> {
    const met: string[] = [];
    for (let i = 0; i < max; i += 1) {
      const now = await press(key);
      if (found(now)) return now;
      met.push(`${now.tag} "${now.text.slice(0, 30)}"`);
    }
    throw new Error(`${key} never reached the control; met ${met.join(', ')}`);
  }

  /** Wait until focus lands where `found` says (after a route change, a send…); in view. */
  async function landsOn(found: (now: Focused) => boolean, after: string): Promise<Focused> {
    await expect
      .poll(async () => found(await focusedElement(page())), { message: after })
      .toBe(true);
    const now = await settled();
    expectSeen(now, after);
    steps.push(now);
    return now;
  }

  /** A route change: focus lands on the new screen's heading. */
  const headingLands = (title: string, after: string) =>
    landsOn((now) => now.tag === 'h1' && now.text === title, after);

  return { press, tabTo, landsOn, headingLands, steps };
}

export type KeyboardSteps = ReturnType<typeof keyboardOn>;

/** On "Login or create an account": Tab to Email, type, Tab, type, Enter. */
export async function logInByKeys(
  keys: KeyboardSteps,
  page: Page,
  who: { email: string; password: string },
): Promise<void> {
  const email = await keys.tabTo((now) => now.control === 'EmailAddress');
  expect(email.tag).toBe('input');
  await page.keyboard.type(who.email);
  expect((await keys.press('Tab')).control).toBe('Password');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
}

/**
 * From the login screen with `?redirect=my-booking`: log in by keys; focus lands on "Your
 * Bookings" (the journeys that start from a guest's booked stay).
 */
export async function logInToMyBookings(
  keys: KeyboardSteps,
  page: Page,
  sandboxUrl: string,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto(`${sandboxUrl}/the-lake/book/login-register?redirect=my-booking`);
  await expect
    .poll(() => page.locator('ik-booking-engine').locator('h1').textContent())
    .toBe('Login or create an account');
  await logInByKeys(keys, page, who);
  await keys.headingLands('Your Bookings', 'Enter on Login');
}
