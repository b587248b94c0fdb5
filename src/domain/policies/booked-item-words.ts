import type { Policies } from '../../schemas/policies';
import { formatMoney } from '../format/format-money';
import { cancellationText, lateFeeText } from './cancellation-text';

/** What My Bookings says of a booked item after the sale (issue 32): its terms or its end. */
export interface BookedItemState {
  Policies?: Policies;
  Cancelled?: { Fee: number; Refund: number; On: string } | null;
}

/**
 * The facts My Bookings adds to a booked item: "Cancelled" with the refund (and a fee kept),
 * or the policy's words ("Free cancellation until 15:00, Friday 12 March 2027"; once that has
 * passed at `nowMs`, when it ended and what a cancel now costs). `arrival`: a stay's arrival
 * day or the item's start, hotel time.
 */
export function bookedItemWords(
  item: BookedItemState,
  arrival: string,
  nowMs?: number,
): { label: string; value: string }[] {
  if (item.Cancelled) {
    const { Fee, Refund } = item.Cancelled;
    return [
      { label: 'Status', value: 'Cancelled' },
      { label: 'Refund', value: formatMoney(Refund) },
      ...(Fee > 0 ? [{ label: 'Cancellation fee', value: formatMoney(Fee) }] : []),
    ];
  }
  if (!item.Policies) return [];
  const policy = item.Policies.cancellation;
  const words = cancellationText(policy, arrival, nowMs);
  const ended = policy.kind === 'free-until' && words.startsWith('Free cancellation ended');
  return [{ label: 'Cancellation', value: ended ? `${words}. ${lateFeeText(policy.fee)}` : words }];
}
