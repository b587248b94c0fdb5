import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../src/domain/text/account-messages';
import { CART_CATEGORIES, CartAnswerSchema } from '../../src/schemas/cart';
import {
  CheckoutAnswerSchema,
  PaymentStatusAnswerSchema,
  SetCheckoutAnswerSchema,
} from '../../src/schemas/checkout';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { issuedGiftCard } from '../gift-cards/issued-gift-card';
import { checkoutBody, pay, postAs, registerGuest, rs } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

const now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });

let guests = 0;
/** A logged-in guest with one sample line of every category: £580 in all. */
async function mixedCart(): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  await registerGuest(guest, `mixed-${(guests += 1)}@innkit.test`);
  for (const category of CART_CATEGORIES) {
    await guest.post('/sandbox/api/cart/sample', { category });
  }
  return guest;
}
const cart = async (guest: Visitor) =>
  v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());
const failAt = (guest: Visitor, app: 'PMS' | 'SPA' | null) =>
  guest.post('/sandbox/api/finalise-failure', { app });
const count = (sql: string, ...args: unknown[]) =>
  (sandbox.current.db.prepare(sql).get(...args) as { n: number }).n;

async function payFor(guest: Visitor) {
  const { FolioBalance } = await cart(guest);
  const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', {
    Balance: FolioBalance,
  });
  expect(started.Result.value).toBe('SUCCESS');
  const fields = await pay(started.ForwardURL ?? '');
  const done = await postAs(guest, CheckoutAnswerSchema, '/rs/checkout', {
    ...(await checkoutBody(guest, fields)),
  });
  return { orderKey: started.OrderKey ?? '', done };
}

describe('one checkout for a cart of every kind', { timeout: 30_000 }, () => {
  it('posts a PMS part and a SPA part of the one payment, and books every line', async () => {
    const guest = await mixedCart();
    const before = await cart(guest);
    expect(new Set(before.FolioItems.map((i) => i.Category))).toEqual(new Set(CART_CATEGORIES));
    const code = issuedGiftCard(sandbox.current.repos, {
      balanceMinor: 5_000,
      expiresOn: '2027-12-01',
      now,
    });
    await rs(guest, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code: code });
    const { orderKey, done } = await payFor(guest);
    expect(done.Result.value).toBe('SUCCESS');
    const order = sandbox.current.repos.paymentOrders.find(orderKey)!;
    const parts = sandbox.current.repos.paymentOrders.partsOf(orderKey);
    // Hotel 245 + PMSPayment 120 + Retail 100 + Dining 0, less the £50 card; SPA 60 + 95 + 60.
    expect(parts).toEqual([
      { app: 'PMS', amount_minor: 41_500 },
      { app: 'SPA', amount_minor: 21_500 },
    ]);
    expect(parts.reduce((sum, p) => sum + p.amount_minor, 0)).toBe(order.amount_minor);
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey)).toBe(1);
    const booking = sandbox.current.repos.paymentOrders.bookingOfFolio(order.web_folio_id)!;
    const booked = JSON.parse(booking.cart_json) as { FolioItems: unknown[] };
    expect(booked.FolioItems).toHaveLength(CART_CATEGORIES.length);
    expect((await cart(guest)).FolioItems).toEqual([]);
  });

  it.each(['PMS', 'SPA'] as const)(
    'a failure posting the %s part leaves nothing paid or booked, and says §8',
    async (app) => {
      const guest = await mixedCart();
      await failAt(guest, app);
      try {
        const { orderKey, done } = await payFor(guest);
        expect(done.Result).toMatchObject({
          value: 'FAIL',
          Text: ACCOUNT_MESSAGES.finaliseFailed,
        });
        const status = await postAs(guest, PaymentStatusAnswerSchema, '/rs/payment-status', {
          orderKey,
        });
        expect(status.State).toBe('VOIDED');
        expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey)).toBe(0);
        expect(count('SELECT COUNT(*) AS n FROM payment_parts WHERE order_key = ?', orderKey)).toBe(
          0,
        );
        expect(count('SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?', orderKey)).toBe(0);
        // Every line is still in the cart, unbooked, for the guest to pay again.
        expect((await cart(guest)).FolioItems).toHaveLength(CART_CATEGORIES.length);
      } finally {
        await failAt(guest, null);
      }
      const again = await payFor(guest);
      expect(again.done.Result.value).toBe('SUCCESS');
      expect(sandbox.current.repos.paymentOrders.partsOf(again.orderKey)).toHaveLength(2);
    },
  );
});
