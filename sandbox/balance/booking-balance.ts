import { balanceOwed, type OwedLine } from '../../src/domain/policies/balance-owed';
import type { CartSnapshot } from '../checkout/book-folio';
import type { BookingRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { scheduledLine } from './line-policies';

type BalanceRepos = Pick<Repos, 'balances' | 'cancellations' | 'stayInventory'>;

/**
 * What a booking's guest has paid towards it, net of refunds, in pence: every card order of
 * it (checkout's and Pay balance's) and the gift cards spent on it, less what went back.
 */
export function netPaidMinor(repos: BalanceRepos, booking: BookingRow): number {
  const card = repos.balances
    .cardLedger(booking)
    .reduce((sum, order) => sum + order.paidMinor - order.refundedMinor, 0);
  const gifts = repos.cancellations
    .spentGifts(booking.web_folio_id)
    .reduce((sum, gift) => sum + gift.amount_minor, 0);
  return card + gifts - repos.cancellations.giftRefundedMinor(booking.id);
}

/**
 * The booking's lines as the balance sees them: each line of its snapshot with its amount,
 * whether the hotel takes it (an at-hotel plan), and the fee kept if it was cancelled. A room
 * cancelled has lost its hold: its cancellation kept the policies it was sold under.
 */
export function owedLines(
  repos: BalanceRepos,
  booking: BookingRow,
  /** Lines about to be cancelled, with their fees (a cancel's refund is judged after it). */
  cancelling: ReadonlyMap<number, number> = new Map(),
): OwedLine[] {
  const cart = JSON.parse(booking.cart_json) as CartSnapshot;
  const cancelled = new Map(
    repos.cancellations.ofBooking(booking.id).map((row) => [row.folio_item_id, row]),
  );
  return (cart.FolioItems ?? []).map((item) => {
    const row = cancelled.get(Number(item.FolioItemId));
    const line = scheduledLine(repos, item);
    const policies = row?.policies_json
      ? (JSON.parse(row.policies_json) as typeof line.policies)
      : line.policies;
    const fee = cancelling.get(Number(item.FolioItemId));
    return {
      amountMinor: line.amountMinor,
      atHotel: policies.payment.kind === 'at-hotel',
      cancelledFeeMinor: row ? row.fee_minor : (fee ?? null),
    };
  });
}

/** A booking's balance now (pence) and its due day, or null when it owes nothing online. */
export function bookingBalance(
  repos: BalanceRepos,
  booking: BookingRow,
): { amountMinor: number; due: string } | null {
  const row = repos.balances.of(booking.id);
  if (!row) return null;
  const amountMinor = balanceOwed(owedLines(repos, booking), netPaidMinor(repos, booking));
  return amountMinor > 0 ? { amountMinor, due: row.due_on } : null;
}
