import type { PaymentPolicy } from '../../schemas/policies';
import { addDays } from '../calendar/calendar-day';
import type { PricedItem } from './cancellation-fee';

export interface PaymentSchedule {
  /** Charged when the guest books, in pounds: the drip-free "Due today". */
  dueToday: number;
  /** What is left and the hotel day it is due by (a deposit's balance). */
  balance?: { amount: number; due: string };
  /** Paid at the hotel on arrival, the card held as a guarantee. */
  atHotel?: number;
}

/**
 * What is charged today and what is left, for a booking made on the hotel day `today`: in full
 * now; a deposit (a percentage or the first night) now and the balance by a day before arrival
 * — everything now once that day has come; or everything at the hotel. Checkout charges
 * exactly `dueToday`; the words come from paymentText.
 */
export function paymentSchedule(
  policy: PaymentPolicy,
  item: PricedItem,
  today: string,
): PaymentSchedule {
  const total = Math.round(item.total * 100);
  if (policy.kind === 'at-hotel') return { dueToday: 0, atHotel: total / 100 };
  if (policy.kind === 'full') return { dueToday: total / 100 };
  const due = addDays(item.arrival.slice(0, 10), -policy.balanceDaysBefore);
  const deposit =
    policy.deposit.kind === 'percent'
      ? Math.round((total * policy.deposit.percent) / 100)
      : Math.round((item.firstNight ?? item.total) * 100);
  if (today >= due || deposit >= total) return { dueToday: total / 100 };
  return { dueToday: deposit / 100, balance: { amount: (total - deposit) / 100, due } };
}
