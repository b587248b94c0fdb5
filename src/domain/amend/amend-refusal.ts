import type { CancellationPolicy } from '../../schemas/policies';
import { cancellationDeadline } from '../policies/cancellation-deadline';

/** Why a booking may not be changed online now (issue 32 §4). */
export type AmendRefusal = { kind: 'non-refundable' } | { kind: 'deadline'; deadline: number };

/**
 * Whether a booked item may be changed at the instant `nowMs`, by its cancellation policy: a
 * change gives the old booking up, so it may be made while cancelling is free — strictly before
 * the deadline the guest's words show (cancellationText), never at its own second — and never
 * on a non-refundable rate. Null when it may; the sandbox enforces exactly this.
 */
export function amendRefusal(
  policy: CancellationPolicy,
  arrival: string,
  nowMs: number,
): AmendRefusal | null {
  const deadline = cancellationDeadline(policy, arrival);
  if (deadline === undefined) return { kind: 'non-refundable' };
  return nowMs < deadline ? null : { kind: 'deadline', deadline };
}
