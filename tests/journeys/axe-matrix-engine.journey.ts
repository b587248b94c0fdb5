import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { bookStayFor } from '../../sandbox/dining/booked-stay-fixture';
import { CARDS } from '../../sandbox/testing/checkout-helpers';
import { axeMatrix, type State } from './axe-matrix';
import { sandboxAndBrowser } from './browser';
import {
  addSampleRoom,
  closeDialogs,
  logIn,
  mailedLink,
  openDialog,
  settled,
} from './engine-states';

// The axe matrix's second half (issue 22; the checks are in axe-matrix.ts): every engine screen
// in its key states (drawers open, errors showing after an empty submit, a room in the cart,
// checkout, the card page, the confirmation, My Bookings, the profile, a password reset, gift
// cards, activities, spa, dining) at 320 and 1280 px in all three themes. The demo pages are the
// other half, axe-matrix-demo.journey.ts, which runs beside this file.
const run = sandboxAndBrowser('axe-matrix-engine');
const { statesOf, sumUp } = axeMatrix(run, 'the booking engine');

const today = new Date().toISOString().slice(0, 10);
const STAY = `/the-lake/book/stay/${addDays(today, 21)}/2/2/0/0`;
/** The dining screen of a stay the seeded guest has booked (booked before it is opened). */
const DINING_ARRIVAL = addDays(today, 30);

const engine = (page: Page) => page.locator('ik-booking-engine');
const heading = (page: Page) => engine(page).locator('h1');

const GUEST_STATES: State[] = [
  { name: 'engine landing', url: '/the-lake/book/' },
  { name: 'stay search', url: '/the-lake/book/stay/search' },
  {
    name: 'stay search, a stay chosen',
    act: async (page) => {
      await engine(page).locator('[role=grid] button:not([aria-disabled=true])').first().click();
      await expect
        .poll(() => engine(page).locator('[role=gridcell][aria-selected=true]').count())
        .toBeGreaterThan(0);
    },
  },
  { name: 'Book your Stay', url: STAY },
  {
    name: 'Book your Stay, room drawer open',
    act: (page) => openDialog(page, 'ik-booking-engine', '[part~=room-details]'),
  },
  {
    name: 'Book your Stay, rate drawer open',
    act: async (page) => {
      await closeDialogs(page);
      await openDialog(page, 'ik-booking-engine', '[part~=rate-details]');
    },
  },
  {
    name: 'Book your Stay, a room in the cart',
    act: async (page) => {
      await closeDialogs(page);
      await engine(page)
        .locator('[part~=room-type]')
        .first()
        .getByRole('button', { name: /^Add room/ })
        .click();
      await expect.poll(() => engine(page).getByRole('link', { name: 'Book now' }).count()).toBe(1);
    },
  },
  { name: 'cart, a room in it', url: '/the-lake/book/cart' },
  {
    name: 'cart, Add to room drawer open',
    act: (page) => openDialog(page, 'ik-booking-engine', '[part~=add-to-room]'),
  },
  { name: 'login or register', url: '/the-lake/book/login-register' },
  {
    name: 'login errors',
    act: async (page) => {
      await engine(page)
        .getByRole('form', { name: 'Login' })
        .getByRole('button', { name: 'Login' })
        .click();
      await expect
        .poll(() => engine(page).locator('[aria-invalid=true]').count())
        .toBeGreaterThan(0);
    },
  },
  {
    name: 'register errors',
    url: '/the-lake/book/login-register',
    act: async (page) => {
      await engine(page).getByRole('button', { name: 'Create an account' }).click();
      const form = engine(page).getByRole('form', { name: 'Create an account' });
      await form.getByRole('button', { name: 'Create an account' }).click();
      await expect.poll(() => form.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
    },
  },
  {
    name: 'forgot password, request sent',
    url: '/the-lake/book/login-register',
    act: async (page) => {
      await engine(page).getByRole('button', { name: 'Forgot password' }).click();
      const ask = engine(page).getByRole('form', { name: 'Reset your password' });
      await ask.getByLabel('Your email address').fill(SEEDED_GUEST.email);
      await ask.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => ask.getByRole('status').textContent()).toMatch(/^Request received/);
    },
  },
  {
    name: 'password reset',
    act: async (page) => {
      await page.goto(await mailedLink(page, SEEDED_GUEST.email, 'Reset your password'));
      await expect.poll(() => heading(page).textContent()).toBe('Reset your password');
      await settled(page);
    },
  },
  { name: 'My Bookings, logged out', url: '/the-lake/book/my-booking' },
  { name: 'gift cards', url: '/the-lake/book/gift-cards' },
  { name: 'activities', url: '/the-lake/book/activities' },
  { name: 'wild swimming', url: '/the-lake/book/activities/wild-swimming' },
  { name: 'fellside sauna', url: '/the-lake/book/activities/fellside-sauna' },
  { name: 'events', url: '/the-lake/book/activities/events' },
  { name: 'special events', url: '/the-lake/book/special-events' },
  { name: 'ice skating', url: '/the-lake/book/activities/ice-skating' },
  { name: 'ice skating schools', url: '/the-lake/book/activities/ice-skating/schools' },
  { name: 'spa treatments', url: '/the-lake/book/treatments' },
  {
    name: 'spa treatments, a treatment drawer open',
    act: (page) => openDialog(page, 'ik-booking-engine', '[part~=choose-time]'),
  },
  { name: 'not found', url: '/the-lake/book/no-such-page' },
];

const ACCOUNT_STATES: State[] = [
  {
    name: 'My Bookings',
    act: async (page) => {
      const { repos } = run.sandbox;
      const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
      if (guest) bookStayFor(repos, guest.id, DINING_ARRIVAL, 3, Date.now());
      await logIn(page, run.sandbox.url, SEEDED_GUEST);
      await page.goto(`${run.sandbox.url}/the-lake/book/my-booking`);
      await settled(page);
    },
  },
  {
    name: 'My Bookings, extras drawer open',
    act: async (page) => {
      await engine(page)
        .getByRole('button', { name: /^Extras/ })
        .first()
        .click();
      await expect.poll(() => engine(page).locator('dialog[open]').count()).toBe(1);
    },
  },
  { name: 'profile', url: '/the-lake/book/account' },
  { name: 'dining', url: `/the-lake/book/my-booking/restaurants/${DINING_ARRIVAL}` },
  {
    name: 'checkout',
    act: async (page) => {
      await addSampleRoom(page, run.sandbox.url);
      await page.goto(`${run.sandbox.url}/the-lake/book/checkout`);
      await settled(page);
      await expect.poll(() => heading(page).textContent()).toBe('Checkout');
    },
  },
  {
    name: 'checkout, terms drawer open',
    act: (page) => openDialog(page, 'ik-booking-engine', '[part~=terms-link]'),
  },
  {
    name: 'the card page',
    act: async (page) => {
      await engine(page).locator('[part~=terms-agree]').click();
      await expect.poll(() => engine(page).locator('dialog[open]').count()).toBe(0);
      await engine(page).getByRole('button', { name: 'Pay Now' }).click();
      const frame = engine(page).frameLocator('iframe[part=frame]');
      await expect.poll(() => frame.getByLabel('Card number').count()).toBe(1);
    },
  },
  {
    name: 'confirmation',
    act: async (page) => {
      const frame = engine(page).frameLocator('iframe[part=frame]');
      await frame.getByLabel('Name on card').fill('Ada Lovelace');
      await frame.getByLabel('Card number').fill(CARDS.success);
      await frame.getByLabel('Expiry date').fill('12/39');
      await frame.getByLabel('Security code').fill('123');
      await frame.getByRole('button', { name: /^Pay / }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Your Bookings');
      await expect.poll(() => engine(page).locator('[part~=new-booking]').count()).toBe(1);
      await settled(page);
    },
  },
  {
    name: 'My Bookings, change dialog open',
    act: async (page) => {
      await engine(page)
        .getByRole('button', { name: /^Change dates or guests/ })
        .first()
        .click();
      // The stay's fields, or the policy's refusal when its free-cancellation time has passed.
      const open = engine(page).locator('dialog[open]');
      await expect.poll(() => open.locator('#amend-arrival, [part~=error]').count()).toBe(1);
    },
  },
  {
    name: 'My Bookings, change priced or refused',
    act: async (page) => {
      const dialog = engine(page).locator('dialog[open]');
      if ((await dialog.locator('#amend-arrival').count()) === 0) return settled(page);
      await dialog.getByRole('button', { name: 'Remove an adult' }).click();
      await dialog.getByRole('button', { name: 'Check the new price' }).click();
      await expect.poll(() => dialog.locator('[part=amend-quote], [part=error]').count()).toBe(1);
      await settled(page);
    },
  },
];

statesOf('a guest who has not logged in', GUEST_STATES);
statesOf('a guest who has logged in', ACCOUNT_STATES);
sumUp();
