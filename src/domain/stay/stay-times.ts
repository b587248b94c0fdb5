/** Check-in and check-out times shown with the stay's rates (booking-engine.md §9). */
export const STAY_TIMES = { checkIn: '3pm', checkOut: '11am' } as const;
