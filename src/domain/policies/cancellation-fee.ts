import type { CancellationPolicy, LateFee } from '../../schemas/policies';
import { cancellationDeadline } from './cancellation-deadline';

/** What a booked item cost: its total, and its first night's price (a stay's; else the total). */
export interface PricedItem {
  /** Hotel time: a stay's arrival day, or the item's start `YYYY-MM-DDTHH:mm`. */
  arrival: string;
  total: number;
  firstNight?: number;
}

export interface CancellationCharge {
  /** True when cancelled before the free deadline. */
  free: boolean;
  /** Kept by the hotel, in pounds. */
  fee: number;
  /** Owed back to the guest (before what was actually paid caps it), in pounds. */
  refund: number;
}

function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

function lateFeePence(fee: LateFee, item: PricedItem): number {
  const total = toPence(item.total);
  if (fee.kind === 'all') return total;
  if (fee.kind === 'first-night') return Math.min(total, toPence(item.firstNight ?? item.total));
  return Math.min(total, Math.round((total * fee.percent) / 100));
}

/**
 * The fee for cancelling an item at the instant `nowMs`, by the same deadline the guest's words
 * show (cancellationText): free before it, the policy's fee from its second on; a
 * non-refundable item keeps everything. The sandbox charges exactly this.
 */
export function cancellationCharge(
  policy: CancellationPolicy,
  item: PricedItem,
  nowMs: number,
): CancellationCharge {
  const total = toPence(item.total);
  const deadline = cancellationDeadline(policy, item.arrival);
  const free = deadline !== undefined && nowMs < deadline;
  const fee =
    free || policy.kind === 'non-refundable' ? (free ? 0 : total) : lateFeePence(policy.fee, item);
  return { free, fee: fee / 100, refund: (total - fee) / 100 };
}
