import { cheapestStay } from '../calendar/cheapest-stay';
import type { StayDay } from '../calendar/stay-day';

/**
 * The whole stay's price on the calendar: what the cheapest plan selling every night of it
 * costs (src/domain/stay/stay-quotes.ts, the booking engine's own rule), pounds and pence; the
 * calendar shows it in whole pounds. Null when a night is unknown, nothing sells the stay, or
 * the range is empty.
 */
export function stayTotal(
  arrival: string,
  departure: string,
  dayOf: (date: string) => StayDay | undefined,
): number | null {
  return cheapestStay(arrival, departure, dayOf)?.total ?? null;
}
