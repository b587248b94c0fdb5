import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { scheduledCart } from '../balance/cart-schedule';
import { cartAnswer } from '../cart/cart-answer';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { finaliseOrder } from './finalise';
import { unheldLines, unheldText } from './unheld-lines';
import { sessionCustomer } from './session-customer';

type SetCheckoutAnswer = v.InferInput<typeof SetCheckoutAnswerSchema>;

export const CITY_REQUIRED = 'Invalid address: City is required';
export const STALE_SESSION_ERROR_ID = 1007;
export const ADDRESS_ERROR_ID = 1000;
export const MUST_BE_LOGGED_IN_TO_CHECK_OUT = 'Must be logged in to check out.';
export const NOTHING_TO_PAY = 'There is nothing to pay: complete the booking instead.';
export const ALREADY_PAID = 'This booking has already been paid.';

/** The cart's total is not the one the guest saw (another tab changed it): nothing is started. */
export const cartChangedText = (balance: number) =>
  `Your cart has changed since you opened the checkout: the total is now £${balance.toFixed(2)}. Please check your cart, then pay again.`;

interface StoredAddress {
  Address1?: string;
  City?: string;
  Country?: string;
  PostCode?: string;
}

/**
 * The checkout page's origin: the request's Origin (a page behind a proxy), else this
 * server's. Only this order's result goes there, so a forged Origin harms nobody else.
 */
export function pageOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('Origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return new URL(c.req.url).origin;
}

/** ResortSuite checks the customer's address before it starts a payment. */
function addressProblem(addressJson: string): SetCheckoutAnswer['Result'] | undefined {
  const address = JSON.parse(addressJson) as StoredAddress;
  if (!address.City?.trim()) return fail(CITY_REQUIRED, ADDRESS_ERROR_ID);
  const missing = (
    [
      ['Address1', 'Address line 1'],
      ['PostCode', 'Postcode'],
      ['Country', 'Country'],
    ] as const
  ).find(([key]) => !address[key]?.trim());
  return missing ? fail(`Invalid address: ${missing[1]} is required`, ADDRESS_ERROR_ID) : undefined;
}

/**
 * SetCheckout: starts a payment order for the session's cart (or, with CreateToken and nothing
 * to pay, a card-only order) and answers the hosted page's address, ForwardURL. `cardOnly`
 * (the profile's "Add a card") always makes a card-only order, whatever the cart holds, and
 * leaves the cart's own checkout order alone.
 */
export function setCheckout(
  c: Context<AppEnv>,
  session: SessionRow,
  createToken: boolean,
  cardOnly = false,
  /** What the guest saw due today (pounds); the order is only started for that sum. */
  seenBalance?: number,
): SetCheckoutAnswer {
  const { repos, nowMs } = c.var.deps;
  const customer = sessionCustomer(c, session);
  if (!customer) return { Result: fail(MUST_BE_LOGGED_IN_TO_CHECK_OUT) };
  if (repos.account.isStale(session.rs_session_id)) {
    return { Result: fail('Session is not current.', STALE_SESSION_ERROR_ID) };
  }
  const problem = addressProblem(customer.address_json);
  if (problem) return { Result: problem };
  const now = nowMs();
  if (cardOnly) {
    const empty = { FolioItems: [], FolioBalance: 0 };
    return startOrder(
      c,
      session,
      customer.id,
      { amountMinor: 0, cart: empty, cardOnly, createToken: true },
      now,
    );
  }
  // A payment already taken for this cart is finalised, never taken again.
  const paid = repos.paymentOrders.paidUnfinalised(session.web_folio_id);
  if (paid) {
    finaliseOrder(repos, paid.order_key, { storeCard: false, now });
    return { Result: fail(ALREADY_PAID) };
  }
  // The cart with its payment schedule (issue 32 §2): only what is due today is charged.
  const cart = scheduledCart(repos, cartAnswer(repos, session.web_folio_id), c.var.today);
  const unheld = unheldLines(repos, cart, session.web_folio_id, now);
  if (unheld.length) return { Result: fail(unheldText(unheld, false)) };
  const amountMinor = Math.round(Number(cart.PaymentSchedule?.DueToday ?? 0) * 100);
  if (seenBalance !== undefined && Math.round(seenBalance * 100) !== amountMinor) {
    return { Result: fail(cartChangedText(amountMinor / 100)) };
  }
  if (amountMinor <= 0 && !createToken) return { Result: fail(NOTHING_TO_PAY) };
  const order = { amountMinor: Math.max(0, amountMinor), cart, cardOnly: false, createToken };
  return startOrder(c, session, customer.id, order, now);
}

function startOrder(
  c: Context<AppEnv>,
  session: SessionRow,
  customerId: number,
  order: { amountMinor: number; cart: unknown; cardOnly: boolean; createToken: boolean },
  now: number,
): SetCheckoutAnswer {
  const { repos, payment } = c.var.deps;
  const orderKey = randomBytes(18).toString('base64url');
  repos.paymentOrders.create(
    {
      orderKey,
      webFolioId: session.web_folio_id,
      customerId,
      amountMinor: order.amountMinor,
      currency: 'GBP',
      createToken: order.createToken,
      cartJson: JSON.stringify(order.cart),
      resultUrl: `${pageOrigin(c)}/rs/payment-result`,
    },
    now,
    // A card-only order must not supersede the cart's checkout open in another tab.
    { supersede: !order.cardOnly },
  );
  return {
    Result: SUCCESS,
    ForwardURL: `${payment.origin}/pay/${orderKey}`,
    OrderKey: orderKey,
  };
}
