import { BOOKING_VAULT, type BookingVault } from '../rates/booking-vault';
import { nightsBetween } from '../stay/nights-between';
import type { StayDay } from './stay-day';
import { type StayQuote, stayQuotes } from '../stay/stay-quotes';

/**
 * The cheapest plan that sells the whole stay from `arrival` to `departure`, from the
 * calendar's days (their rate nights): what the booking engine will charge at its cheapest.
 * Null when none sells it; undefined while a night of it is not loaded.
 */
export function cheapestStay(
  arrival: string,
  departure: string,
  dayOf: (date: string) => StayDay | undefined,
  offers: BookingVault['offers'] = BOOKING_VAULT.offers,
): StayQuote | null | undefined {
  const quotes = stayQuotes(
    arrival,
    nightsBetween(arrival, departure),
    (d) => dayOf(d)?.rates,
    offers,
  );
  if (quotes === null) return undefined;
  return quotes[0] ?? null;
}
