import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { londonDate } from '../../src/domain/calendar/calendar-day';
import { normaliseGiftCode } from '../../src/domain/gift-cards/gift-code';
import { giftCardUsable, redemptionAmount } from '../../src/domain/gift-cards/redemption';
import { PAY_BALANCE_TEXT } from '../../src/domain/policies/pay-balance-text';
import {
  ApplyGiftCardToBalanceDataSchema,
  type BalanceAnswer,
  BalanceAnswerSchema,
  PayBalanceDataSchema,
  StartBalancePaymentDataSchema,
} from '../../src/schemas/balance';
import { gatewayResultOf } from '../../src/schemas/checkout';
import { checkGatewayResult } from '../checkout/finalise';
import { boundCustomer, sessionCustomer } from '../checkout/session-customer';
import { pageOrigin } from '../checkout/set-checkout';
import type { SessionRow } from '../db/rows';
import {
  CODE_MISSES_PER_CLIENT,
  CODE_MISSES_PER_SESSION,
  GIFT_CARD_SPENT,
  NOT_A_GIFT_CARD,
  TOO_MANY_CODES,
  giftCardExpiredText,
} from '../gift-cards/redeem-methods';
import { clientAddress } from '../forms/client-address';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { stepUpCheck, throttleCheck } from '../lib/throttle';
import { rsMethod } from '../request/rs-method';
import { bookingBalance } from './booking-balance';
import { finaliseBalanceOrder } from './finalise-balance';

type Ctx = Context<AppEnv>;
type Answer = Partial<Omit<BalanceAnswer, 'Result'>>;

const pounds = (minor: number) => minor / 100;
const reply = (c: Ctx, body: Answer & { Result?: BalanceAnswer['Result'] }) =>
  answer(c, BalanceAnswerSchema, { Result: SUCCESS, ...body });
const refuse = (c: Ctx, text: string) => answer(c, BalanceAnswerSchema, { Result: fail(text) });

/** The session's customer's own booking by reference; another's reads as none at all. */
function ownBooking(c: Ctx, customerId: number, ref: string) {
  const booking = c.var.deps.repos.cancellations.bookingByRef(ref);
  return booking && booking.customer_id === customerId ? booking : undefined;
}

/**
 * StartBalancePayment: a card order for the booking's balance, on the hosted card page, only
 * for the sum the guest saw; a newer one closes the older unpaid page (another tab).
 */
function start(c: Ctx, session: SessionRow, ref: string, seen: number): Response {
  const customer = sessionCustomer(c, session);
  if (!customer) return refuse(c, PAY_BALANCE_TEXT.logIn);
  const { repos, payment, nowMs } = c.var.deps;
  const now = nowMs();
  const outcome = repos.folios.transaction((): Answer | string => {
    const booking = ownBooking(c, customer.id, ref);
    if (!booking) return PAY_BALANCE_TEXT.notFound;
    const balance = bookingBalance(repos, booking);
    if (!balance) return PAY_BALANCE_TEXT.nothingToPay;
    if (Math.round(seen * 100) !== balance.amountMinor) {
      return PAY_BALANCE_TEXT.changed(pounds(balance.amountMinor));
    }
    const orderKey = randomBytes(18).toString('base64url');
    repos.paymentOrders.create(
      {
        orderKey,
        webFolioId: booking.web_folio_id,
        customerId: customer.id,
        amountMinor: balance.amountMinor,
        currency: 'GBP',
        createToken: false,
        cartJson: JSON.stringify({ FolioItems: [], FolioBalance: pounds(balance.amountMinor) }),
        resultUrl: `${pageOrigin(c)}/rs/payment-result`,
      },
      now,
    );
    repos.balances.markBalanceOrder(orderKey, booking.id);
    return {
      ForwardURL: `${payment.origin}/pay/${orderKey}`,
      OrderKey: orderKey,
      Balance: pounds(balance.amountMinor),
    };
  });
  return typeof outcome === 'string' ? refuse(c, outcome) : reply(c, outcome);
}

/** ApplyGiftCardToBalance: the card pays what it can of the balance, spent at once. */
function applyGiftCard(c: Ctx, session: SessionRow, ref: string, rawCode: string): Response {
  const customer = sessionCustomer(c, session);
  if (!customer) return refuse(c, PAY_BALANCE_TEXT.logIn);
  const { repos, nowMs } = c.var.deps;
  const now = nowMs();
  const sessionKey = `gift-code:session:${session.rs_session_id}`;
  const clientKey = `gift-code:client:${clientAddress(c)}`;
  if (
    !stepUpCheck(repos.formThrottle, sessionKey, CODE_MISSES_PER_SESSION, now).ok ||
    !throttleCheck(repos.formThrottle, clientKey, CODE_MISSES_PER_CLIENT, now).ok
  ) {
    return refuse(c, TOO_MANY_CODES);
  }
  const code = normaliseGiftCode(rawCode);
  const outcome = repos.folios.transaction((): Answer | string => {
    const booking = ownBooking(c, customer.id, ref);
    if (!booking) return PAY_BALANCE_TEXT.notFound;
    repos.giftRedemptions.releaseLapsed(now);
    const card = code ? repos.giftRedemptions.card(code) : undefined;
    if (!card?.expires_on) {
      for (const key of [sessionKey, clientKey]) repos.formThrottle.add(key, now);
      return NOT_A_GIFT_CARD;
    }
    if (!giftCardUsable(card.expires_on, londonDate(new Date(now)))) {
      return giftCardExpiredText(card.expires_on);
    }
    const balance = bookingBalance(repos, booking);
    if (!balance) return PAY_BALANCE_TEXT.nothingToPay;
    const amount = redemptionAmount(card.balance_minor ?? 0, balance.amountMinor);
    if (amount <= 0) return GIFT_CARD_SPENT;
    // Held and spent in one go on the booked folio: the booking's gift cards, as at checkout.
    if (repos.giftRedemptions.hold(card.id, booking.web_folio_id, amount, now, now) === null) {
      return GIFT_CARD_SPENT;
    }
    repos.giftRedemptions.spendFolio(booking.web_folio_id, now);
    // An unpaid card page for the old sum can no longer be paid.
    repos.paymentOrders.supersedeOpen(booking.web_folio_id, now);
    return {
      Paid: pounds(amount),
      Balance: pounds(bookingBalance(repos, booking)?.amountMinor ?? 0),
    };
  });
  return typeof outcome === 'string' ? refuse(c, outcome) : reply(c, outcome);
}

/** PayBalance: the card page's result, mac-verified, this guest's, recorded once. */
function pay(c: Ctx, session: SessionRow, data: v.InferOutput<typeof PayBalanceDataSchema>) {
  const { repos, payment, nowMs } = c.var.deps;
  const result = gatewayResultOf(data);
  if (!payment.verify(result, result.mac2)) return refuse(c, PAY_BALANCE_TEXT.notVerified);
  const customer = boundCustomer(c, session);
  if (!customer) return refuse(c, PAY_BALANCE_TEXT.logIn);
  const checked = checkGatewayResult(repos, payment, result, customer.id);
  if (!checked.ok) return refuse(c, checked.text);
  const booking = ownBooking(c, customer.id, data.BookingRef);
  if (!booking || checked.order.booking_id !== booking.id) {
    return refuse(c, PAY_BALANCE_TEXT.notFound);
  }
  const paid = finaliseBalanceOrder(repos, checked.order.order_key, nowMs());
  if (!paid.ok) return refuse(c, paid.text);
  return reply(c, { Paid: pounds(paid.paidMinor), Balance: pounds(paid.leftMinor) });
}

/** Pay balance's `/rs/request` methods (issue 32 §2, innkit extensions of §7). */
export const BALANCE_METHODS = {
  StartBalancePayment: rsMethod({
    data: StartBalancePaymentDataSchema,
    run: (c, session, data) => start(c, session, data.BookingRef, data.Balance),
  }),
  ApplyGiftCardToBalance: rsMethod({
    data: ApplyGiftCardToBalanceDataSchema,
    run: (c, session, data) => applyGiftCard(c, session, data.BookingRef, data.Code),
  }),
  PayBalance: rsMethod({ data: PayBalanceDataSchema, run: pay }),
};
