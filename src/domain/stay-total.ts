import { addDays } from './calendar-day';
import { canArrive } from './can-arrive';
import { nightsBetween } from './nights-between';
import type { StayDay } from './stay-day';

/**
 * The whole stay's price from the calendar (whole pounds): the cheapest nightly price of each
 * night from arrival to the night before departure. Null when a night is unknown or cannot be
 * booked, or the range is empty.
 */
export function stayTotal(
  arrival: string,
  departure: string,
  dayOf: (date: string) => StayDay | undefined,
): number | null {
  const nights = nightsBetween(arrival, departure);
  if (nights < 1) return null;
  let total = 0;
  for (let n = 0; n < nights; n++) {
    const day = dayOf(addDays(arrival, n));
    if (!day || !canArrive(day)) return null;
    total += day.price ?? 0;
  }
  return total;
}
