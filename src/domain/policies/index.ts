/** Booking policies (issue 32): the deadline, the fee, the payment schedule and their words. */
export { cancellationDeadline } from './cancellation-deadline';
export { cancellationCharge, type CancellationCharge, type PricedItem } from './cancellation-fee';
export {
  cancellationShortText,
  cancellationTerms,
  cancellationText,
  lateFeeText,
} from './cancellation-text';
export { policyDay, policyMoment, policyShortDay } from './deadline-words';
export { londonInstant, londonWallTime } from './london-time';
export { paymentSchedule, type PaymentSchedule } from './payment-schedule';
export { paymentPolicyText, paymentText } from './payment-text';
export { itemStart, STAY_CLOCK } from './stay-clock';
export {
  cancelledText,
  cancellationOutcomeText,
  type CancellationOutcome,
} from './cancellation-outcome-text';
export { bookedItemWords, type BookedItemState } from './booked-item-words';
export { bookingItems, type BookingItem } from './booking-items';
export { instantOnDay } from './instant-on-day';
