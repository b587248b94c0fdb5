import { formatMoney } from '../format/format-money';
import { policyMoment } from '../policies/deadline-words';
import type { AmendRefusal } from './amend-refusal';

/** Why a change cannot be made online, and what to do instead (client and sandbox alike). */
export function amendRefusalText(refusal: AmendRefusal): string {
  if (refusal.kind === 'non-refundable') {
    return 'This rate is non-refundable, so this booking cannot be changed online. Please call the hotel if you need to change it.';
  }
  return `Changes were free until ${policyMoment(refusal.deadline)}, so this booking can no longer be changed online. Please call the hotel.`;
}

/** Until when a booking may be changed, for the change dialog: "You can change it until …". */
export function amendUntilText(deadline: number): string {
  return `You can change this booking free of charge until ${policyMoment(deadline)}.`;
}

/**
 * The difference a change makes, before the guest confirms (issue 32 §4): "+£40.00 to pay",
 * "£25.00 back to your card", or no difference. In pounds, the new price less the old.
 */
export function amendDifferenceText(difference: number): string {
  const pence = Math.round(difference * 100);
  if (pence > 0) return `+${formatMoney(pence / 100)} to pay`;
  if (pence < 0) return `${formatMoney(-pence / 100)} back to your card`;
  return 'No difference in price';
}

/** The new price of a changed booking: "New total £280.00 (was £240.00)". */
export function amendTotalText(newAmount: number, oldAmount: number): string {
  return `New total ${formatMoney(newAmount)} (was ${formatMoney(oldAmount)})`;
}

/** Above the card page: what is paid, and that nothing changes until it is. */
export function amendPayText(toPay: number): string {
  return `Pay ${formatMoney(toPay)} to confirm the change. Until it is paid, your booking stays as it is.`;
}

/** Announced once a change is made: "Booking changed. +£40.00 paid." and its kind. */
export function amendedText(toPay: number, refund: number): string {
  if (toPay > 0) return `Booking changed. ${formatMoney(toPay)} paid.`;
  if (refund > 0) {
    return `Booking changed. ${formatMoney(refund)} back to your card within 5–10 days.`;
  }
  return 'Booking changed. The price is the same.';
}

/** Words of the change dialog and of the sandbox's answers that say what to do next. */
export const AMEND_TEXT = {
  logIn: 'Please log in to change a booking.',
  notFound:
    'We could not find that booking in your account. Please check My Bookings, or call the hotel.',
  notAStay: 'Only a room booking can be changed online. Please call the hotel.',
  cancelled: 'This booking has been cancelled, so it cannot be changed.',
  notOnline: 'This booking cannot be changed online. Please call the hotel to change it.',
  sameStay: 'These are the dates and guests you already have: choose a change first.',
  datesMissing: 'Please choose an arrival and a departure date.',
  departureFirst: 'Please choose a departure date after the arrival date.',
  roomGone:
    'Sorry, this room is not available for those dates and guests. Your booking is unchanged: please try other dates.',
  pastArrival: 'Please choose an arrival date from today on.',
  paymentNotTaken:
    'The payment was not taken, so your booking is unchanged. You can try again or keep your booking as it is.',
  roomGoneUnpaid:
    'Sorry, the room for your new dates went while you were paying: nothing has been charged and your booking is unchanged.',
  paymentNotFound: 'We could not find that payment for your booking. Your booking is unchanged.',
} as const;
