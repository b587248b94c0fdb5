import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { PaymentStatus } from '../../src/schemas/checkout';
import type { PaymentOrderRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { randomToken } from '../lib/random-token';
import type { PaymentGateway } from './gateway';
import { orderSchedule } from '../balance/order-schedule';
import { paymentMessagePage, paymentPage } from './payment-page';
import type { PaymentPageModel } from './payment-page';
import type { CardEntry } from './test-cards';
import { checkCard } from './test-cards';
import { MAX_PAYMENT_FORM_BYTES, limitBodySizeTo } from '../http/limit-body-size';

export interface PaymentAppDeps {
  repos: Repos;
  gateway: PaymentGateway;
  nowMs: () => number;
}

const SETTLED = new Set(['AUTHORISED', 'REFUSED', 'ERROR', 'SHOPPER_CANCELLED']);
/** Orders that can no longer be paid here: the cart changed, or a newer payment started. */
const CLOSED = new Set(['SUPERSEDED', 'VOIDED']);

/** The result address with the gateway's fields and their mac2 (what Worldpay appends). */
export function resultAddress(order: PaymentOrderRow, gateway: PaymentGateway): string {
  const fields = {
    orderKey: order.order_key,
    paymentStatus: order.state as PaymentStatus,
    paymentAmount: String(order.amount_minor),
    paymentCurrency: order.currency,
  };
  const url = new URL(order.result_url);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  url.searchParams.set('mac2', gateway.sign(fields));
  return url.href;
}

/** Only the checkout's origin may frame the page, or receive its form's redirect. */
function html(c: Context, body: string, nonce: string, order?: PaymentOrderRow, status = 200) {
  const parent = order ? new URL(order.result_url).origin : "'none'";
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${order ? parent : ''}`.trim(),
      `frame-ancestors ${parent}`,
      "base-uri 'none'",
    ].join('; '),
  );
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(body, status as 200);
}

function pageModel(order: PaymentOrderRow, nonce: string): PaymentPageModel {
  return {
    orderKey: order.order_key,
    amountMinor: order.amount_minor,
    currency: order.currency,
    cardOnly: order.amount_minor === 0,
    ...orderSchedule(order),
    nonce,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * The hosted payment page, served on its own origin (a second port): card details are typed
 * and posted here only; the checkout learns the outcome through the result address.
 */
export function createPaymentApp(deps: PaymentAppDeps): Hono {
  const { repos, gateway, nowMs } = deps;
  const app = new Hono();
  const orderOf = (c: Context) => {
    const key = c.req.param('orderKey') ?? '';
    return /^[A-Za-z0-9_-]{16,64}$/.test(key) ? repos.paymentOrders.find(key) : undefined;
  };
  const unknown = (c: Context, nonce: string) =>
    html(
      c,
      paymentMessagePage('Payment not found', 'This payment link is not valid.', nonce),
      nonce,
      undefined,
      404,
    );
  const expired = (c: Context, nonce: string, order: PaymentOrderRow) =>
    html(
      c,
      paymentMessagePage(
        'Payment page expired',
        'Your cart changed, or a newer payment was started, after this page opened: nothing has been charged. Please return to the checkout.',
        nonce,
      ),
      nonce,
      order,
      410,
    );

  // While the system is not ONLINE the page takes no card (issue 17 item 5).
  const offline = (c: Context, nonce: string, order: PaymentOrderRow) =>
    html(
      c,
      paymentMessagePage(
        'Payments are paused',
        'Online booking is closed at the moment, so nothing has been charged. Please try again later, or call the hotel to book.',
        nonce,
      ),
      nonce,
      order,
      503,
    );
  const isOffline = () => repos.settings.systemState() !== 'ONLINE';

  app.get('/pay/:orderKey', (c) => {
    const nonce = randomToken(16);
    const order = orderOf(c);
    if (!order) return unknown(c, nonce);
    if (CLOSED.has(order.state)) return expired(c, nonce, order);
    // A settled order reports the same outcome again: a reload never charges twice.
    if (SETTLED.has(order.state)) return c.redirect(resultAddress(order, gateway), 303);
    if (isOffline()) return offline(c, nonce, order);
    return html(c, paymentPage(pageModel(order, nonce)), nonce, order);
  });

  // The card form is small: a larger body is refused before it is read (issue 17, item 16).
  app.post('/pay/:orderKey', limitBodySizeTo(MAX_PAYMENT_FORM_BYTES), async (c) => {
    const nonce = randomToken(16);
    const order = orderOf(c);
    if (!order) return unknown(c, nonce);
    if (CLOSED.has(order.state)) return expired(c, nonce, order);
    if (SETTLED.has(order.state)) return c.redirect(resultAddress(order, gateway), 303);
    const form = await c.req.parseBody();
    const now = nowMs();
    // The cart may have changed while the form was read: a closed order is never charged.
    const current = repos.paymentOrders.find(order.order_key);
    if (current && CLOSED.has(current.state)) return expired(c, nonce, current);
    if (form.action !== 'cancel' && isOffline()) return offline(c, nonce, order);
    if (form.action === 'cancel') {
      repos.paymentOrders.settle(order.order_key, 'SHOPPER_CANCELLED', null, now);
    } else {
      const entry: CardEntry = {
        holder: text(form.holder),
        number: text(form.number),
        expiry: text(form.expiry),
        cvc: text(form.cvc),
      };
      const month = new Date(now).toISOString().slice(0, 7);
      const checked = checkCard(entry, month);
      if (!checked.ok) {
        const model = { ...pageModel(order, nonce), entry, errors: checked.errors };
        return html(c, paymentPage(model), nonce, order, 422);
      }
      const card =
        checked.status === 'AUTHORISED'
          ? {
              token: `tok_${randomBytes(12).toString('hex')}`,
              cardType: checked.cardType,
              lastFour: checked.lastFour,
              holder: entry.holder.trim(),
              expiryMmYy: checked.expiryMmYy,
            }
          : null;
      // Only a PENDING order is charged; a double submit finds it settled and is not.
      repos.paymentOrders.settle(order.order_key, checked.status, card, now);
    }
    const settled = repos.paymentOrders.find(order.order_key) ?? order;
    return c.redirect(resultAddress(settled, gateway), 303);
  });

  app.notFound((c) => unknown(c, randomToken(16)));
  return app;
}
