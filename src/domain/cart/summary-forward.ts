import type { BookingStep } from '../routes/booking-steps';

/** The booking bar's way on from a step: its words, which say where it goes, and its path. */
export interface SummaryForward {
  label: string;
  /** Inside the engine, from its base. */
  path: string;
}

/**
 * The forward action of the phone's booking bar on each step (issue 38 §2), or null where
 * the screen's own form is the way on ("your details": log in or register; the payment:
 * "Pay Now" beside its terms) or there is nowhere further to go. From Book your Stay it goes
 * to the cart, where extras are added and "Pay Now" is. The spec's own "Book now" stays the
 * in-cart panel's; the bar's words name the cart.
 */
export function summaryForward(step: BookingStep | null): SummaryForward | null {
  return step === 'stay' ? { label: 'Continue to cart', path: '/cart' } : null;
}
