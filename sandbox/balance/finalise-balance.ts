import { PAY_BALANCE_TEXT } from '../../src/domain/policies/pay-balance-text';
import type { Repos } from '../db/repos';
import { bookingBalance } from './booking-balance';

export type BalanceOutcome =
  { ok: true; ref: string; paidMinor: number; leftMinor: number } | { ok: false; text: string };

/**
 * Records a paid Pay balance order, once, in one transaction (issue 32 §2): the booking must
 * still owe at least what the card page took — a booking cancelled or paid meanwhile (another
 * tab, a gift card) voids the order instead, so nothing is charged after a cancel. A second
 * call (a replayed result, a double submit, the status check) answers the same and records
 * nothing more.
 */
export function finaliseBalanceOrder(repos: Repos, orderKey: string, now: number): BalanceOutcome {
  return repos.folios.transaction((): BalanceOutcome => {
    const order = repos.paymentOrders.find(orderKey);
    const booking = order?.booking_id ? repos.balances.booking(order.booking_id) : undefined;
    if (!order || !booking) return { ok: false, text: PAY_BALANCE_TEXT.notFound };
    if (order.state === 'VOIDED') return { ok: false, text: PAY_BALANCE_TEXT.voided };
    if (order.state !== 'AUTHORISED') return { ok: false, text: PAY_BALANCE_TEXT.notAuthorised };
    const left = () => bookingBalance(repos, booking)?.amountMinor ?? 0;
    if (order.finalised_at !== null) {
      return { ok: true, ref: booking.ref, paidMinor: order.amount_minor, leftMinor: left() };
    }
    if (left() < order.amount_minor) {
      repos.paymentOrders.voidPaid(order.order_key, now);
      return { ok: false, text: PAY_BALANCE_TEXT.voided };
    }
    repos.paymentOrders.recordPayment(order, now);
    repos.paymentOrders.markFinalised(order.order_key, booking.ref, now);
    return { ok: true, ref: booking.ref, paidMinor: order.amount_minor, leftMinor: left() };
  });
}
