/** The card payment frame's results (booking-engine.md §4). */
export type CardResult = 'success' | 'failure' | 'error' | 'cancelled_by_shopper' | 'other';

const BY_STATUS: Record<string, CardResult> = {
  AUTHORISED: 'success',
  REFUSED: 'failure',
  ERROR: 'error',
  SHOPPER_CANCELLED: 'cancelled_by_shopper',
};

/** What the payment page's status means for the checkout; anything unknown is "other". */
export function cardResult(paymentStatus: string): CardResult {
  return Object.hasOwn(BY_STATUS, paymentStatus) ? (BY_STATUS[paymentStatus] ?? 'other') : 'other';
}
