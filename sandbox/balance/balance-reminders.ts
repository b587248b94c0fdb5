import { reminderDay } from '../../src/domain/policies/balance-words';
import { PAY_BALANCE_TEXT } from '../../src/domain/policies/pay-balance-text';
import type { Repos } from '../db/repos';
import { bookingBalance } from './booking-balance';

/** How many days before a balance is due its reminder is mailed. */
export const REMINDER_DAYS_BEFORE = 7;

/**
 * The sandbox's balance reminder job (issue 32 §2), run on its clock: on or after the hotel
 * day REMINDER_DAYS_BEFORE days before a balance is due, mails its guest once (a second sweep,
 * or two at once, mails nothing more); a booking paid or cancelled by then gets none. Answers
 * the references reminded.
 */
export function remindBalances(repos: Repos, today: string, now: number): string[] {
  return repos.folios.transaction(() =>
    repos.balances.unreminded().flatMap((row) => {
      if (today < reminderDay(row.due_on, REMINDER_DAYS_BEFORE)) return [];
      const booking = repos.balances.booking(row.booking_id);
      const balance = booking ? bookingBalance(repos, booking) : null;
      const customer = booking ? repos.customers.findById(booking.customer_id) : undefined;
      if (!booking || !balance || !customer) return [];
      if (!repos.balances.markReminded(booking.id, now)) return [];
      repos.account.sendMail({
        recipient: customer.email,
        subject: PAY_BALANCE_TEXT.reminderSubject(booking.ref),
        body: PAY_BALANCE_TEXT.reminderBody(
          customer.first_name,
          booking.ref,
          balance.amountMinor / 100,
          balance.due,
        ),
        link: null,
        created_at: now,
      });
      return [booking.ref];
    }),
  );
}
