import type { PaymentPolicy } from '../../schemas/policies';
import type { PricedItem } from './cancellation-fee';
import { paymentSchedule } from './payment-schedule';
import { scheduleText } from './schedule-text';

/**
 * What the guest pays when, in words (checkout's summary, the card page, the email, My
 * Bookings): "Due today £132.00 · £187.00 on Friday 12 March 2027", "Due today £319.00", or
 * "Due today £0.00 · £319.00 at the hotel". The amount charged today is paymentSchedule's.
 */
export function paymentText(policy: PaymentPolicy, item: PricedItem, today: string): string {
  return scheduleText(paymentSchedule(policy, item, today));
}

/** The payment policy without amounts, for a rate's terms: "Pay in full when you book". */
export function paymentPolicyText(policy: PaymentPolicy): string {
  if (policy.kind === 'full') return 'Pay in full when you book';
  if (policy.kind === 'at-hotel') return 'Pay at the hotel; your card holds the booking';
  const deposit =
    policy.deposit.kind === 'percent'
      ? `a ${policy.deposit.percent}% deposit`
      : 'the first night as a deposit';
  const days = policy.balanceDaysBefore;
  return `Pay ${deposit} when you book; the balance ${days} ${days === 1 ? 'day' : 'days'} before arrival`;
}
