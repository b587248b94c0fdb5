import type * as v from 'valibot';
import type { CheckoutAnswerSchema, GatewayResult } from '../../src/schemas/checkout';
import type { GatewayCard, PaymentOrderRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { SUCCESS, fail } from '../http/results';
import type { PaymentGateway } from '../payment/gateway';
import type { CartSnapshot } from './book-folio';
import { bookFolio } from './book-folio';
import { finaliseBalanceOrder } from '../balance/finalise-balance';
import { PostPaymentFailed, postPaymentParts } from './post-payment-parts';
import { ACCOUNT_MESSAGES } from '../../src/domain/text/account-messages';
import { unheldLines, unheldText } from './unheld-lines';
import { GIFT_CARD_LAPSED, lapsedGiftCards } from './lapsed-gift-cards';

type CheckoutAnswer = v.InferInput<typeof CheckoutAnswerSchema>;

export const NOT_VERIFIED = 'The payment result could not be verified.';
export const NOT_YOURS = 'This payment does not belong to your booking.';
export const AMOUNT_MISMATCH = 'The amount paid does not match your booking.';
export const NOT_AUTHORISED = 'The payment was not authorised.';
export const VOIDED =
  'This payment was cancelled because a room in it was no longer held for you; your card has not been charged. Please check your cart.';

/** Stores the card the hosted page tokenised on the customer (token and last four only). */
function storeCard(repos: Repos, order: PaymentOrderRow, now: number): void {
  if (!order.card_json) return;
  const card = JSON.parse(order.card_json) as GatewayCard;
  repos.account.addCard({
    customer_id: order.customer_id,
    token: card.token,
    card_type: card.cardType,
    last_four: card.lastFour,
    holder: card.holder,
    expiry_mmyy: card.expiryMmYy,
    created_at: now,
  });
}

/** §8's final checkout failure: what the guest reads when finalising fails part-way. */
export const FINAL_CHECKOUT_FAILED = ACCOUNT_MESSAGES.finaliseFailed;

/**
 * Finalises an AUTHORISED order, once: records its one payment, books its web folio (a new
 * web folio for the session), posts the payment's PMS and SPA parts and stores the card when
 * asked — all in one transaction. A second call (reload, second tab, double submit, the status
 * check) finds it finalised and answers the same reference. When posting a part fails, nothing
 * of it stays: the payment is voided (nothing charged), no line is booked, and the guest is told
 * §8's final checkout failure.
 */
export function finaliseOrder(
  repos: Repos,
  orderKey: string,
  options: { storeCard: boolean; now: number },
): CheckoutAnswer {
  // A Pay balance order (issue 32 §2) pays a booking, it books nothing.
  if (repos.paymentOrders.find(orderKey)?.booking_id) {
    const paid = finaliseBalanceOrder(repos, orderKey, options.now);
    return paid.ok ? { Result: SUCCESS, BookingRef: paid.ref } : { Result: fail(paid.text) };
  }
  try {
    return finaliseInOneTransaction(repos, orderKey, options);
  } catch (error) {
    if (!(error instanceof PostPaymentFailed)) throw error;
    repos.paymentOrders.voidPaid(orderKey, options.now);
    return { Result: fail(FINAL_CHECKOUT_FAILED) };
  }
}

function finaliseInOneTransaction(
  repos: Repos,
  orderKey: string,
  options: { storeCard: boolean; now: number },
): CheckoutAnswer {
  return repos.folios.transaction(() => {
    const order = repos.paymentOrders.find(orderKey);
    if (order?.state === 'VOIDED') return { Result: fail(VOIDED) };
    if (!order || order.state !== 'AUTHORISED') return { Result: fail(NOT_AUTHORISED) };
    if (order.finalised_at !== null) {
      return { Result: SUCCESS, BookingRef: order.booking_ref };
    }
    const { now } = options;
    const cart = JSON.parse(order.cart_json) as CartSnapshot;
    // A room that is no longer held for this cart is never booked or charged: the whole
    // payment is released (its sum included that room), and the guest is told which.
    const unheld = unheldLines(repos, cart, order.web_folio_id, now);
    if (unheld.length) {
      repos.paymentOrders.voidPaid(order.order_key, now);
      return { Result: fail(unheldText(unheld, true)) };
    }
    // Nor is a cart whose gift cards lapsed with its session: the sum paid counted on them.
    if (lapsedGiftCards(repos, cart, order.web_folio_id, now).length) {
      repos.paymentOrders.voidPaid(order.order_key, now);
      return { Result: fail(GIFT_CARD_LAPSED) };
    }
    repos.paymentOrders.recordPayment(order, now);
    if (order.create_token === 1 || options.storeCard) storeCard(repos, order, now);
    const booked =
      order.amount_minor > 0
        ? bookFolio(
            repos,
            {
              webFolioId: order.web_folio_id,
              customerId: order.customer_id,
              orderKey: order.order_key,
              amountMinor: order.amount_minor,
              cart,
            },
            now,
          )
        : null;
    if (booked) postPaymentParts(repos, order.order_key, cart, now);
    repos.paymentOrders.markFinalised(order.order_key, booked?.ref ?? null, now);
    return {
      Result: SUCCESS,
      BookingRef: booked?.ref ?? null,
      WebFolioId: booked?.webFolioId ?? null,
    };
  });
}

export type GatewayCheck = { ok: true; order: PaymentOrderRow } | { ok: false; text: string };

/**
 * Checks what the checkout relayed from the payment page: the mac2 (constant time), that the
 * order is this customer's, that amount and currency are the order's, and that the status is
 * the one the gateway recorded. Nothing changes here.
 */
export function checkGatewayResult(
  repos: Repos,
  gateway: PaymentGateway,
  result: GatewayResult,
  customerId: number,
): GatewayCheck {
  if (!gateway.verify(result, result.mac2)) return { ok: false, text: NOT_VERIFIED };
  const order = repos.paymentOrders.find(result.orderKey);
  if (!order || order.customer_id !== customerId) return { ok: false, text: NOT_YOURS };
  if (
    result.paymentAmount !== String(order.amount_minor) ||
    result.paymentCurrency !== order.currency
  ) {
    return { ok: false, text: AMOUNT_MISMATCH };
  }
  if (order.state === 'VOIDED') return { ok: false, text: VOIDED };
  if (result.paymentStatus !== order.state) return { ok: false, text: NOT_VERIFIED };
  if (order.state !== 'AUTHORISED') return { ok: false, text: NOT_AUTHORISED };
  return { ok: true, order };
}
