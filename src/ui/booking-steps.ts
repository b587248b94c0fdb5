/** The booking's steps in order, as the step indicator names them (issue 16 §4). */
export const BOOKING_STEPS = [
  { id: 'stay', label: 'Stay' },
  { id: 'extras', label: 'Extras' },
  { id: 'details', label: 'Your details' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmed', label: 'Confirmed' },
] as const;

export type BookingStep = (typeof BOOKING_STEPS)[number]['id'];
