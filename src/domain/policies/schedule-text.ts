import { formatMoney } from '../format/format-money';
import { policyDay } from './deadline-words';
import type { PaymentSchedule } from './payment-schedule';

/**
 * A schedule in words (checkout's summary, the cart, the card page, My Bookings): "Due today
 * £132.00 · £187.00 on Friday 12 March 2027", "Due today £319.00", or "Due today £0.00 ·
 * £319.00 at the hotel".
 */
export function scheduleText({ dueToday, balance, atHotel }: PaymentSchedule): string {
  const parts = [`Due today ${formatMoney(dueToday)}`];
  if (balance) parts.push(`${formatMoney(balance.amount)} on ${policyDay(balance.due)}`);
  if (atHotel) parts.push(`${formatMoney(atHotel)} at the hotel`);
  return parts.join(' · ');
}

/**
 * What happens to the parts not charged today, in a sentence, or null when all is paid now:
 * a balance is paid from My Bookings (a reminder comes first); the hotel's part is paid there.
 */
export function scheduleNote({ balance, atHotel }: PaymentSchedule): string | null {
  const notes: string[] = [];
  if (balance) {
    notes.push(
      `Pay the balance of ${formatMoney(balance.amount)} by ${policyDay(balance.due)} from My Bookings; we email you a reminder before then.`,
    );
  }
  if (atHotel) {
    notes.push(
      `Nothing is taken now for ${formatMoney(atHotel)}: you pay it at the hotel when you arrive, and the hotel may ask for a card to hold the booking.`,
    );
  }
  return notes.length ? notes.join(' ') : null;
}
