import { formatMoney } from '../format/format-money';
import { policyDay } from './deadline-words';

/** Pay balance's words (issue 32 §2), the sandbox's answers and the view's, in one place. */
export const PAY_BALANCE_TEXT = {
  logIn: 'Please log in to pay your balance.',
  /** Another guest's reference reads exactly like one that does not exist. */
  notFound: 'We could not find that booking among yours.',
  nothingToPay: 'There is no balance left to pay on this booking.',
  changed: (amount: number) =>
    `The balance of this booking has changed: it is now ${formatMoney(amount)}. Please check it and pay again.`,
  /** Paid on the card page, but the booking was cancelled (or paid) meanwhile. */
  voided:
    'This booking no longer owes that balance (it was cancelled or paid meanwhile), so that payment was stopped and your card has not been charged.',
  notVerified: 'The payment result could not be verified; nothing was recorded. Please try again.',
  notAuthorised: 'The payment was not taken. Please try again, or use another card.',
  failed: 'We could not pay your balance just now. Please try again.',
  /** A reload found the payment recorded. */
  recorded: 'Your balance payment is recorded.',
  paid: (amount: number) => `Paid ${formatMoney(amount)}. Your booking is paid in full.`,
  paidPart: (amount: number, left: number) =>
    `Paid ${formatMoney(amount)}. ${formatMoney(left)} is left to pay.`,
  giftApplied: (amount: number, left: number) =>
    left > 0
      ? `Your gift card paid ${formatMoney(amount)}. ${formatMoney(left)} is left to pay by card.`
      : `Your gift card paid ${formatMoney(amount)}. Your booking is paid in full.`,
  reminderSubject: (ref: string) => `Your balance for booking ${ref} is due soon`,
  reminderBody: (name: string, ref: string, amount: number, due: string) =>
    `Hello ${name}, the balance of your booking ${ref}, ${formatMoney(amount)}, is due by ${policyDay(due)}. Pay it from My Bookings: choose Pay balance on the booking.`,
} as const;
