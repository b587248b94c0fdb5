import type { Repos } from '../db/repos';

/** A refund the payment service refuses: more than the order paid, less what went back. */
export class RefundRefused extends Error {
  constructor(orderKey: string, amountMinor: number, leftMinor: number) {
    super(`Refund of ${amountMinor} on ${orderKey} refused: ${leftMinor} left to refund`);
  }
}

/**
 * The sandbox payment service's refund (issue 32 §3): gives money back to the card that paid
 * an order. It never gives back more than the order paid, less its earlier refunds: asked for
 * more, it throws, and the caller's transaction (the cancel) rolls back whole.
 */
export function refundThroughService(
  repos: Pick<Repos, 'cancellations'>,
  orderKey: string,
  amountMinor: number,
  cancellationIds: number[],
  now: number,
): number {
  const { cancellations } = repos;
  const left = cancellations.paidMinor(orderKey) - cancellations.refundedMinor(orderKey);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > left) {
    throw new RefundRefused(orderKey, amountMinor, left);
  }
  return cancellations.addRefund(orderKey, amountMinor, cancellationIds, now);
}
