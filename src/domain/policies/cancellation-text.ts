import type { CancellationPolicy, LateFee } from '../../schemas/policies';
import { cancellationDeadline } from './cancellation-deadline';
import { policyMoment, policyShortDay } from './deadline-words';

/**
 * The cancellation policy in the guest's words, everywhere a price is (the rate row and
 * drawer, cart lines, checkout, the email, My Bookings): "Free cancellation until 15:00,
 * Friday 12 March 2027", or "Non-refundable". The deadline is hotel time, whatever the guest's
 * time zone, and is the very instant the sandbox enforces (cancellationCharge).
 * `arrival`: a stay's arrival day `YYYY-MM-DD`, or an item's start `YYYY-MM-DDTHH:mm`. Given
 * `nowMs`, a deadline already passed reads "Free cancellation ended at 15:00, …" (My Bookings).
 */
export function cancellationText(
  policy: CancellationPolicy,
  arrival: string,
  nowMs?: number,
): string {
  const deadline = cancellationDeadline(policy, arrival);
  if (deadline === undefined) return 'Non-refundable';
  if (nowMs !== undefined && nowMs >= deadline) {
    return `Free cancellation ended at ${policyMoment(deadline)}`;
  }
  return `Free cancellation until ${policyMoment(deadline)}`;
}

/**
 * cancellationText's short form, for a room card's one line of terms: "Free cancellation until
 * 12 Mar" (the day of the same deadline, in hotel time), or "Non-refundable". The rate drawer
 * and everything after the card keep the long form, with the time and the year.
 */
export function cancellationShortText(policy: CancellationPolicy, arrival: string): string {
  const deadline = cancellationDeadline(policy, arrival);
  if (deadline === undefined) return 'Non-refundable';
  return `Free cancellation until ${policyShortDay(deadline)}`;
}

/** What a late cancellation costs, after cancellationText's deadline. */
export function lateFeeText(fee: LateFee): string {
  if (fee.kind === 'first-night') return 'After that, the first night is charged.';
  if (fee.kind === 'all') return 'After that, the full price is charged.';
  return `After that, ${fee.percent}% of the price is charged.`;
}

/** Both sentences: "Free cancellation until …. After that, the first night is charged." */
export function cancellationTerms(policy: CancellationPolicy, arrival: string): string {
  const words = cancellationText(policy, arrival);
  return policy.kind === 'non-refundable' ? words : `${words}. ${lateFeeText(policy.fee)}`;
}
