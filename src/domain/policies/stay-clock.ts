/**
 * Check-in and check-out as hotel wall-clock times (booking-engine.md §9: 3pm and 11am), for the
 * rules that need an instant: a stay's cancellation deadline counts back from check-in, and its
 * calendar entry runs from check-in to check-out.
 */
export const STAY_CLOCK = { checkIn: '15:00', checkOut: '11:00' } as const;

/**
 * When an item starts, as a hotel wall-clock time `YYYY-MM-DDTHH:mm`: a stay's arrival day
 * (`YYYY-MM-DD`) at check-in, or a treatment's, session's or table's own start as given.
 */
export function itemStart(arrival: string): string {
  return arrival.length === 10 ? `${arrival}T${STAY_CLOCK.checkIn}` : arrival.slice(0, 16);
}
