import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CARDS,
  pay,
  registration,
  submitPaymentPage,
} from '../../../sandbox/testing/checkout-helpers';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import type { Session } from '../../schemas/session';
import { type ApiSandbox, startApiSandbox } from '../../testing/api-sandbox';
import { confirmAccount, register } from '../../api/auth-api';
import { fetchCart } from '../../api/cart-api';
import { paymentStatus } from '../../api/checkout-api';
import {
  type CheckoutFlow,
  PENDING_ORDER_KEY,
  STORED_BOOKING_KEY,
  createCheckoutFlow,
} from './checkout-flow';
import { configureHttp } from '../../api/http';
import { fetchSystem } from '../../api/system-api';

let sb: ApiSandbox;
let session: Session | null;
let storage: Map<string, string>;
let afterBooking: number;
let guest = 0;

const memoryStorage = () => ({
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

function flow(): CheckoutFlow {
  return createCheckoutFlow({
    session: () => session,
    storage: memoryStorage(),
    origin: sb.url,
    afterBooking: () => {
      afterBooking += 1;
    },
  });
}

/** Registers a new guest with a room (£245.00) in the cart. */
async function guestWithRoom(category?: string) {
  guest += 1;
  const email = `flow${guest}@innkit.test`;
  await fetchSystem();
  await register(registration(email));
  await confirmAccount(sb.confirmLink(email), (await fetchSystem()).Session);
  await sb.control('/sandbox/api/cart/sample', category ? { category } : {});
  session = (await fetchSystem()).Session;
  return email;
}

/** What the result page posts to the checkout after the card page redirected to it. */
function resultMessage(fields: Record<string, string>) {
  return { origin: sb.url, data: { type: 'ik-payment-result', ...fields } };
}

async function framedPayment(checkout: CheckoutFlow, card: string = CARDS.success) {
  await checkout.pay(245);
  const state = checkout.$state.get();
  if (state.step !== 'paying') throw new Error(`not paying: ${state.step}`);
  return pay(state.forwardUrl, card);
}

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
  storage = new Map([[STORED_BOOKING_KEY, '{"room":1}']]);
  afterBooking = 0;
  session = null;
});

afterEach(async () => {
  configureHttp();
  await sb.close();
});

describe('checkout flow against the sandbox', () => {
  it('pays with the success card and finalises with a real mac2', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    expect(storage.get(PENDING_ORDER_KEY)).toBe(fields.orderKey);
    expect(fields.mac2).toMatch(/^[0-9a-f]{64}$/);
    await checkout.handleMessage(resultMessage(fields));
    const state = checkout.$state.get();
    expect(state).toEqual({ step: 'done', bookingRef: expect.stringMatching(/^LK\d+$/) });
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
    expect(storage.has(STORED_BOOKING_KEY)).toBe(false);
    expect(afterBooking).toBe(1);
    expect((await fetchCart()).FolioItems).toEqual([]);
    expect(sb.requests('/rs/checkout')).toEqual(['POST /rs/checkout']);
  });

  it('sends /rs/checkout the cart, balance and mac §7 names, then PostPayment per folio', async () => {
    await guestWithRoom();
    const [room] = (await fetchCart()).FolioItems;
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    await checkout.handleMessage(resultMessage(fields));
    expect(checkout.$state.get().step).toBe('done');
    const { mac2, ...gateway } = fields;
    expect(await sb.bodies('/rs/checkout')).toEqual([
      {
        cart: {
          FolioBalance: 245,
          FolioItems: [
            {
              Category: 'Hotel',
              FolioId: room?.FolioId,
              FolioItemId: room?.FolioItemId,
              Amount: 245,
            },
          ],
        },
        balance: 245,
        checkout: { ...gateway, status: 'success', mac: mac2, StoreCard: false },
      },
    ]);
    const posted = (await sb.bodies('/rs/request')).filter(
      (body) => (body as { method: string }).method === 'PostPayment',
    );
    expect(posted).toEqual([
      { method: 'PostPayment', data: { App: 'PMS', FolioId: room?.FolioId, Amount: 245 } },
    ]);
    // The sandbox knew the folio as this customer's booking: nothing was logged as failed.
    expect(sb.requests('/log/client')).toEqual([]);
  });

  it('sends SetCheckout its session fields even when Pay Now beats the page’s session load', async () => {
    await guestWithRoom();
    const known = session;
    session = null;
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(245);
    expect(checkout.$state.get().step).toBe('paying');
    const [setCheckout] = (await sb.bodies('/rs/request')) as { data: object }[];
    expect(setCheckout?.data).toMatchObject({
      SessionId: known?.SessionId,
      WebFolioId: known?.WebFolioId,
    });
  });

  it('does nothing on Pay Now before the terms are agreed', async () => {
    await guestWithRoom();
    const checkout = flow();
    await checkout.pay(245);
    expect(checkout.$state.get().step).toBe('terms');
    expect(sb.requests('/rs/request')).toEqual([]);
  });

  it('ignores messages from another origin, of another order, or malformed', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    await checkout.handleMessage({ ...resultMessage(fields), origin: 'http://evil.test' });
    await checkout.handleMessage(resultMessage({ ...fields, orderKey: 'B'.repeat(24) }));
    await checkout.handleMessage(resultMessage({ ...fields, mac2: 'nope' }));
    expect(checkout.$state.get().step).toBe('paying');
  });

  it('shows a payment error for the refusal card, and tries again', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const refused = await framedPayment(checkout, CARDS.refused);
    await checkout.handleMessage(resultMessage(refused));
    expect(checkout.$state.get()).toEqual({
      step: 'payment-error',
      text: ACCOUNT_MESSAGES.paymentFailed,
    });
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
    checkout.tryAgain();
    const fields = await framedPayment(checkout);
    await checkout.handleMessage(resultMessage(fields));
    expect(checkout.$state.get().step).toBe('done');
  });

  it('goes back to the cart when the shopper cancels', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(245);
    const state = checkout.$state.get();
    if (state.step !== 'paying') throw new Error('not paying');
    const cancelled = await submitPaymentPage(state.forwardUrl, { action: 'cancel' });
    await checkout.handleMessage(resultMessage(cancelled.fields));
    expect(checkout.$state.get()).toEqual({ step: 'to-cart' });
    expect((await fetchCart()).FolioItems).toHaveLength(1);
  });

  it('reserves a 0.00 cart directly', async () => {
    await guestWithRoom('Dining');
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(0);
    expect(checkout.$state.get()).toMatchObject({ step: 'done', bookingRef: expect.any(String) });
    expect(sb.requests('/rs/request')).toEqual([]);
    expect(sb.requests('/rs/reserve')).toEqual(['POST /rs/reserve']);
    // The cart the guest saw, not an empty one (§7).
    expect(await sb.bodies('/rs/reserve')).toEqual([
      {
        cart: {
          FolioBalance: 0,
          FolioItems: [expect.objectContaining({ Category: 'Dining', Amount: 0 })],
        },
        balance: 0,
      },
    ]);
  });

  it('sends a customer without a city to the account page', async () => {
    const email = await guestWithRoom();
    const { customers, account } = sb.sandbox.repos;
    const customer = customers.findByEmail(email);
    if (!customer) throw new Error('no customer');
    account.updateAddress(customer.id, JSON.stringify({ City: '' }));
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(245);
    expect(checkout.$state.get()).toEqual({ step: 'to-account' });
  });

  it('updates a stale session (1007) and retries SetCheckout once', async () => {
    await guestWithRoom();
    await sb.control('/sandbox/api/session/stale', { stale: true });
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(245);
    expect(checkout.$state.get().step).toBe('paying');
    expect(sb.seen.filter((r) => r.url.pathname === '/rs/request')).toHaveLength(3);
  });

  it('updates the session and retries when finalising says "Must be logged in…"', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    await sb.control('/sandbox/api/session/stale', { stale: true });
    await checkout.handleMessage(resultMessage(fields));
    expect(checkout.$state.get().step).toBe('done');
    expect(sb.requests('/rs/checkout')).toEqual(['POST /rs/checkout', 'POST /rs/checkout']);
  });

  it('re-derives the outcome after a reload: a paid order is booked once', async () => {
    await guestWithRoom();
    const first = flow();
    first.agree(true);
    const fields = await framedPayment(first);
    // The page reloads before the result reached the checkout.
    const reloaded = flow();
    await reloaded.resume();
    const state = reloaded.$state.get();
    expect(state).toEqual({ step: 'done', bookingRef: expect.stringMatching(/^LK/) });
    // The old tab's result arrives late: the same booking, nothing charged again.
    await first.handleMessage(resultMessage(fields));
    expect(first.$state.get()).toEqual(state);
    const status = await paymentStatus(fields.orderKey);
    expect(status.State).toBe('FINALISED');
    const { db } = sb.sandbox;
    const count = db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?');
    expect((count.get(fields.orderKey) as { n: number }).n).toBe(1);
  });

  it('starts again from the terms when the pending order was never paid', async () => {
    await guestWithRoom();
    const first = flow();
    first.agree(true);
    await first.pay(245);
    const reloaded = flow();
    await reloaded.resume();
    expect(reloaded.$state.get().step).toBe('terms');
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
  });

  it('shows the finalise-failed message when the server cannot be reached, keeping the key', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    configureHttp({ ...sb.http, fetch: () => Promise.reject(new TypeError('offline')) });
    await checkout.handleMessage(resultMessage(fields));
    expect(checkout.$state.get()).toEqual({ step: 'finalise-failed', orderKey: fields.orderKey });
    expect(storage.get(PENDING_ORDER_KEY)).toBe(fields.orderKey);
    configureHttp(sb.http);
    await checkout.resume();
    expect(checkout.$state.get().step).toBe('done');
  });

  it('starts no payment for a total the cart no longer comes to, and says so (issue 17 item 10)', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(100); // the summary showed £100.00; the cart is £245.00 now
    expect(checkout.$state.get()).toEqual({
      step: 'payment-error',
      text: 'Your cart has changed since you opened the checkout: the total is now £245.00. Please check your cart, then pay again.',
    });
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
  });

  it('stops a framed payment plainly when the cart changes in another tab', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    await checkout.pay(245);
    expect(checkout.$state.get().step).toBe('paying');
    checkout.cartChanged(490);
    expect(checkout.$state.get()).toEqual({
      step: 'payment-error',
      text: 'Your cart changed while you were paying, so that payment was stopped and nothing has been charged. The total is now £490.00: please check it and pay again.',
    });
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
    checkout.tryAgain();
    expect(checkout.$state.get().step).toBe('terms');
  });

  it('shows the server’s words, not “we will be in touch”, when a paid order was voided', async () => {
    await guestWithRoom();
    const checkout = flow();
    checkout.agree(true);
    const fields = await framedPayment(checkout);
    // Finalising found a room no longer held: the server voided the order (item 9).
    sb.sandbox.repos.paymentOrders.voidPaid(fields.orderKey, Date.now());
    await checkout.handleMessage(resultMessage(fields));
    const state = checkout.$state.get();
    expect(state.step).toBe('payment-error');
    expect(state.step === 'payment-error' && state.text).toMatch(/your card has not been charged/);
    expect(storage.has(PENDING_ORDER_KEY)).toBe(false);
    expect((await paymentStatus(fields.orderKey)).State).toBe('VOIDED');
  });
});
