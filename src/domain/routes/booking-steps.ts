import type { BookingRouteName } from './booking-routes';

/** The booking's steps in order, as the step indicator names them (issue 16 §4). */
export const BOOKING_STEPS = [
  { id: 'stay', label: 'Stay' },
  { id: 'extras', label: 'Extras' },
  { id: 'details', label: 'Your details' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmed', label: 'Confirmed' },
] as const;

export type BookingStep = (typeof BOOKING_STEPS)[number]['id'];

/**
 * Which step of the booking a route is, or null when it is not part of making a booking
 * (landing, the stay search, the account, coming-soon screens):
 * - Book your Stay is the stay, the cart (where extras are added) the extras;
 * - login-register is "your details" only when reached on the way to pay (`?redirect=checkout`);
 * - checkout is the payment; My Bookings opened with the new booking's `?ref=` (where
 *   checkout lands) is the confirmation.
 */
export function bookingStepOf(
  route: BookingRouteName | undefined,
  search: Readonly<Record<string, string>> = {},
): BookingStep | null {
  switch (route) {
    case 'book-stay':
      return 'stay';
    case 'cart':
      return 'extras';
    case 'login-register':
      return search.redirect === 'checkout' ? 'details' : null;
    case 'checkout':
      return 'payment';
    case 'my-booking':
      return search.ref ? 'confirmed' : null;
    default:
      return null;
  }
}

/** Where the running booking summary goes on a wide screen, or null for none. */
export type SummaryPlacement = 'column' | 'screen';

/**
 * Whether a route shows the running booking summary, and where on a wide screen: before
 * payment (Book your Stay and "your details"), in the engine's column beside the screen, or
 * in the screen's own sidebar for Book your Stay (beside its search). None on the cart (it
 * lists the booking itself) nor at checkout (the full summary is above the card frame).
 * On a phone every route that has it shows it as a bar.
 */
export function summaryPlacement(step: BookingStep | null): SummaryPlacement | null {
  if (step === 'stay') return 'screen';
  return step === 'details' ? 'column' : null;
}
