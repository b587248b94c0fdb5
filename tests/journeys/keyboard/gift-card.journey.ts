import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../../../sandbox/db/seed-guest';
import { sandboxAndBrowser } from '../browser';
import { fillCardFrame } from '../card-frame';
import { type Focused, focusedElement } from './focus-checks';
import { keyboardOn, logInByKeys, phonePage } from './keyboard-steps';

// Issue 22 build 8: a gift card with the keyboard alone, at 375 px, from its value to the
// confirmation after the card page, asserting where focus lands after every action: the
// wrong email after a refused "Add to cart", the cart's heading, the login's, checkout's, the
// card frame's heading after Pay Now, and My Bookings' heading once paid.
const started = sandboxAndBrowser('keyboard-gift-card');
let page: Page;
const keys = keyboardOn(() => page);
const { press, tabTo, landsOn, headingLands } = keys;

const engine = () => page.locator('ik-booking-engine');

afterAll(() => console.log(`keyboard gift card: ${keys.steps.length} steps with focus asserted`));

describe('a gift card, by keyboard only, at 375 px, paid through the card frame', () => {
  it('Space chooses the first value, the arrow the next; the name is typed', async () => {
    page = await phonePage(started.browser);
    await page.goto(`${started.sandbox.url}/the-lake/book/gift-cards`);
    await expect.poll(() => engine().locator('h1').textContent()).toBe('Gift cards');
    await expect.poll(() => engine().getByRole('radio').count()).toBeGreaterThan(1);
    const first = await tabTo((now) => now.control === 'gift-value');
    expect((await press('Space')).control).toBe('gift-value');
    const next = await press('ArrowRight');
    expect(next.control).toBe('gift-value');
    expect(next.label).not.toBe(first.label);
    expect((await press('Tab')).label).toBe("Recipient's name");
    await page.keyboard.type('Grace Hopper');
  });

  it('the arrows switch delivery by post and back by email, the fields following', async () => {
    const method = await tabTo((now) => now.control === 'gift-method');
    expect(method.label).toBe('By email');
    expect((await press('ArrowDown')).label).toBe('By post');
    expect((await press('Tab')).label).toBe('Address line 1');
    expect((await press('Shift+Tab')).label).toBe('By post');
    expect((await press('ArrowUp')).label).toBe('By email');
    expect((await press('Tab')).label).toBe("Recipient's email");
    await page.keyboard.type('grace@navy');
  });

  it('a refused "Add to cart" puts focus on the wrong email, with its message', async () => {
    await tabTo((now) => now.text === 'Add to cart');
    await page.keyboard.press('Enter');
    const email = await landsOn(
      (now) => now.label === "Recipient's email",
      'Enter on Add to cart, email wrong',
    );
    expect(email.tag).toBe('input');
    await expect
      .poll(() => engine().locator('[part=field-error]').textContent())
      .toBe('Enter an email address like name@example.com.');
    await page.keyboard.type('.example');
  });

  it('Add to cart opens the cart with focus on its heading and the card in it', async () => {
    await tabTo((now) => now.text === 'Add to cart');
    await page.keyboard.press('Enter');
    await headingLands('Your cart', 'Enter on Add to cart');
    const line = engine().locator('[part=cart-item]');
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain('By email to grace@navy.example');
  });

  it('Pay Now asks for a login; by keys to checkout, its heading focused', async () => {
    await tabTo((now) => now.text === 'Pay Now');
    await page.keyboard.press('Enter');
    await headingLands('Login or create an account', 'Enter on Pay Now in the cart');
    await logInByKeys(keys, page, SEEDED_GUEST);
    await headingLands('Checkout', 'Enter on Login');
  });

  it('Pay Now before the terms lands on their box, which says why; Space agrees; Pay Now gives way to the card frame, its heading focused', async () => {
    // The submit says the amount (issue 38 §5): "Pay Now £50.00".
    const payNow = (now: Focused) => now.part === 'pay' && /^Pay Now £\d+\.\d\d$/.test(now.text);
    // "Have a gift card?" is a stop of its own; the code field stays out of the way, closed.
    const toggle = await tabTo((now) => now.part === 'gift-card-toggle');
    expect(toggle.tag).toBe('summary');
    expect(toggle.text).toBe('Have a gift card?');
    expect((await press('Tab')).label).toMatch(/^I agree/);
    await tabTo(payNow);
    await page.keyboard.press('Enter');
    const terms = await landsOn(
      (now) => (now.label ?? '').startsWith('I agree'),
      'Enter on Pay Now before the terms',
    );
    expect(terms.tag).toBe('input');
    await expect
      .poll(() => engine().locator('[part=terms-error]').textContent())
      .toBe('Tick the box to agree to the booking terms and conditions, then pay.');
    await press('Space');
    expect((await press('Tab')).text).toMatch(/^booking terms/);
    await tabTo(payNow);
    await page.keyboard.press('Enter');
    await expect.poll(() => engine().locator('iframe[part=frame]').count()).toBe(1);
    const frameTitle = await landsOn((now) => now.part === 'frame-title', 'Enter on Pay Now');
    expect(frameTitle.text).toBe('Card details');
  });

  it('pays on the card page by keys; focus lands on My Bookings’ heading', async () => {
    // The card page's own fields (a page of the payment provider): the one fill step.
    const frame = engine().frameLocator('iframe[part=frame]');
    await fillCardFrame(frame, 'Grace Hopper');
    // Focus is in the frame's last field; Tab goes on to its Pay button.
    await page.keyboard.press('Tab');
    await expect.poll(() => frame.locator(':focus').textContent()).toMatch(/^Pay /);
    await page.keyboard.press('Enter');
    await headingLands('Your Bookings', 'Enter on the card page’s Pay');
    expect((await focusedElement(page)).coveredBy).toEqual([]);
    await page.context().close();
  });
});
