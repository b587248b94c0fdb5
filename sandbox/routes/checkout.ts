import { Hono } from 'hono';
import {
  CheckoutAnswerSchema,
  CheckoutRequestSchema,
  PaymentStatusAnswerSchema,
  PaymentStatusRequestSchema,
  ReserveRequestSchema,
  gatewayResultOf,
} from '../../src/schemas/checkout';
import { scheduledCart } from '../balance/cart-schedule';
import { cartAnswer } from '../cart/cart-answer';
import { bookFolio } from '../checkout/book-folio';
import { doCheckout } from '../checkout/do-checkout';
import { NOT_YOURS, finaliseOrder } from '../checkout/finalise';
import { boundCustomer, sessionCustomer } from '../checkout/session-customer';
import { unheldLines, unheldText } from '../checkout/unheld-lines';
import { answer } from '../http/answer';
import { bookPageCsp } from '../http/book-page-csp';
import type { AppEnv } from '../http/app-env';
import { SESSION_EXPIRED, SUCCESS, fail } from '../http/results';
import { readBody } from '../http/validation';
import { randomToken } from '../lib/random-token';

export const MUST_BE_LOGGED_IN_TO_RESERVE = 'Must be logged in to complete the booking.';
export const BALANCE_TO_PAY = 'There is a balance to pay: please pay by card.';
export const EMPTY_BASKET = 'Your basket is empty.';

/**
 * The payment page's result address on the main origin: it hands the gateway's fields to the
 * framing checkout (same origin) and nothing else. The fields are read from the address by
 * the script, never written into the page.
 */
const RESULT_SCRIPT = `
const query = new URLSearchParams(location.search);
const message = { type: 'ik-payment-result' };
for (const name of ['orderKey', 'paymentStatus', 'paymentAmount', 'paymentCurrency', 'mac2']) {
  message[name] = query.get(name) || '';
}
if (window.parent !== window) window.parent.postMessage(message, location.origin);
`;

function resultPage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment finished</title></head>
<body><p role="status">Payment finished. Returning to the checkout…</p>
<script nonce="${nonce}">${RESULT_SCRIPT}</script></body></html>`;
}

/**
 * `/rs/checkout`, `/rs/reserve`, `/rs/payment-status`, the payment result address, and the
 * booking pages' Content-Security-Policy (every page of the engine: the guest reaches the
 * checkout in-page, from the cart, as often as by loading it).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .use('/the-lake/book', bookPageCsp)
  .use('/the-lake/book/*', bookPageCsp)
  .post('/rs/checkout', async (c) => {
    const body = await readBody(c, CheckoutRequestSchema);
    if (!body.ok) return body.response;
    const session = c.var.session;
    if (!session) return answer(c, CheckoutAnswerSchema, { Result: SESSION_EXPIRED });
    // The cart and balance are the page's copy (§7): the order books the server's own cart.
    const { StoreCard, ...fields } = body.data.checkout;
    return answer(
      c,
      CheckoutAnswerSchema,
      doCheckout(c, session, gatewayResultOf(fields), StoreCard),
    );
  })
  .post('/rs/reserve', async (c) => {
    const body = await readBody(c, ReserveRequestSchema);
    if (!body.ok) return body.response;
    const session = c.var.session;
    if (!session) return answer(c, CheckoutAnswerSchema, { Result: SESSION_EXPIRED });
    const customer = boundCustomer(c, session);
    if (!customer) {
      return answer(c, CheckoutAnswerSchema, { Result: fail(MUST_BE_LOGGED_IN_TO_RESERVE) });
    }
    const { repos, nowMs } = c.var.deps;
    const booked = repos.folios.transaction(() => {
      const cart = scheduledCart(repos, cartAnswer(repos, session.web_folio_id), c.var.today);
      if (!cart.FolioItems?.length) return fail(EMPTY_BASKET);
      // Nothing due today (gift cards, or a stay paid at the hotel): booked without a card.
      if (Math.round(Number(cart.PaymentSchedule?.DueToday) * 100) !== 0) {
        return fail(BALANCE_TO_PAY);
      }
      const unheld = unheldLines(repos, cart, session.web_folio_id, nowMs());
      if (unheld.length) return fail(unheldText(unheld, false));
      const booking = { webFolioId: session.web_folio_id, customerId: customer.id };
      return bookFolio(repos, { ...booking, orderKey: null, amountMinor: 0, cart }, nowMs());
    });
    if ('value' in booked) return answer(c, CheckoutAnswerSchema, { Result: booked });
    return answer(c, CheckoutAnswerSchema, {
      Result: SUCCESS,
      BookingRef: booked.ref,
      WebFolioId: booked.webFolioId,
    });
  })
  .post('/rs/payment-status', async (c) => {
    const body = await readBody(c, PaymentStatusRequestSchema);
    if (!body.ok) return body.response;
    const session = c.var.session;
    if (!session) return answer(c, PaymentStatusAnswerSchema, { Result: SESSION_EXPIRED });
    const { repos, nowMs } = c.var.deps;
    const customer = sessionCustomer(c, session);
    const order = repos.paymentOrders.find(body.data.orderKey);
    if (!customer || !order || order.customer_id !== customer.id) {
      return answer(c, PaymentStatusAnswerSchema, { Result: fail(NOT_YOURS) });
    }
    // The gateway's own record is the truth: a payment it took is always finalised.
    if (order.state === 'AUTHORISED' && order.finalised_at === null) {
      finaliseOrder(repos, order.order_key, { storeCard: false, now: nowMs() });
    }
    const now = repos.paymentOrders.find(order.order_key) ?? order;
    return answer(c, PaymentStatusAnswerSchema, {
      Result: SUCCESS,
      State: now.finalised_at !== null ? 'FINALISED' : now.state,
      BookingRef: now.booking_ref,
    });
  })
  .get('/rs/payment-result', (c) => {
    const nonce = randomToken(16);
    c.header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'`);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(resultPage(nonce));
  });
