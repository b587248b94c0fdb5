import type { BookingBalanceWire } from '../../src/schemas/balance';
import type { BookingRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { bookingBalance } from './booking-balance';

/** get-my-bookings' innkit `Balances`: each of these bookings that still owes one, by ref. */
export function myBalances(
  repos: Pick<Repos, 'balances' | 'cancellations' | 'stayInventory'>,
  bookings: readonly BookingRow[],
): BookingBalanceWire[] {
  return bookings.flatMap((booking) => {
    const balance = bookingBalance(repos, booking);
    return balance
      ? [{ BookingRef: booking.ref, Amount: balance.amountMinor / 100, Due: balance.due }]
      : [];
  });
}
