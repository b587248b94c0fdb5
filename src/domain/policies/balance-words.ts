import { formatMoney } from '../format/format-money';
import { policyDay } from './deadline-words';

/** A booking's balance as My Bookings reads it (the innkit `Balances` of get-my-bookings). */
export interface BookingBalance {
  BookingRef: string;
  Amount: number;
  /** The hotel day it is due by (YYYY-MM-DD). */
  Due: string;
}

/** The words of a balance on the hotel day `today`, and whether it is overdue. */
export interface BalanceWords {
  overdue: boolean;
  /** "Balance £187.00" */
  label: string;
  /** "Due by Friday 12 March 2027" or "Overdue since Friday 12 March 2027". */
  status: string;
}

/**
 * A balance in words: due by its day, or, the day after, overdue since it — in words, never
 * by colour alone.
 */
export function balanceWords(balance: BookingBalance, today: string): BalanceWords {
  const overdue = today > balance.Due;
  return {
    overdue,
    label: `Balance ${formatMoney(balance.Amount)}`,
    status: `${overdue ? 'Overdue since' : 'Due by'} ${policyDay(balance.Due)}`,
  };
}

/** The day a reminder of a balance is mailed: `daysBefore` hotel days before it is due. */
export function reminderDay(due: string, daysBefore: number): string {
  const date = new Date(`${due}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}
