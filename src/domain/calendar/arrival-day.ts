import type { BookingVault } from '../rates/booking-vault';
import { addDays } from './calendar-day';
import type { StayDay } from './stay-day';
import type { RateNight } from '../rates/rate-night';
import { planQuote, type RateNightsOf, type StayQuote } from '../stay/stay-quotes';
import { unavailableDay } from './unavailable-day';

/** The rates of `count` nights from `date`, or null when one of them is not loaded. */
function nightsFrom(date: string, count: number, nightsOf: RateNightsOf) {
  const stay: (readonly RateNight[])[] = [];
  for (let n = 0; n < count; n++) {
    const list = nightsOf(n === 0 ? date : addDays(date, n));
    if (list === undefined) return null;
    stay.push(list);
  }
  return stay;
}

/**
 * The calendar's day (public-site.md §9) from the one stay rule (src/domain/stay/stay-quotes.ts):
 * of the plans a guest may arrive at that night, the one whose shortest stay costs least a
 * night, floored to whole pounds, with its minimum and maximum nights and whether it is a fixed
 * stay (minimum = maximum above 1, expiring at the end of that stay). A day no plan can start
 * a stay on is 'no-rate' (no rate at all), 'sold-out' (no room free) or 'closed' (rooms, but
 * closed to arrivals). The day carries its rate nights for the stays that run through it.
 */
export function arrivalDay(
  date: string,
  nightsOf: RateNightsOf,
  offers: BookingVault['offers'],
): StayDay {
  const rates = nightsOf(date) ?? [];
  let best: { quote: StayQuote; perNight: number; first: RateNight } | undefined;
  const stays = new Map<number, (readonly RateNight[])[] | null>();
  for (const night of rates) {
    if (!night.arrivalOpen || night.roomsFree < 1) continue;
    let stay = stays.get(night.minNights);
    if (stay === undefined)
      stays.set(night.minNights, (stay = nightsFrom(date, night.minNights, nightsOf)));
    const quote = stay && planQuote(night, stay, offers);
    if (!quote) continue;
    const perNight = quote.total / night.minNights;
    if (!best || perNight < best.perNight) best = { quote, perNight, first: night };
  }
  if (!best) {
    const reason = !rates.length
      ? 'no-rate'
      : rates.some((r) => r.roomsFree >= 1)
        ? 'closed'
        : 'sold-out';
    return { ...unavailableDay(date, reason), rates };
  }
  const { first } = best;
  const minNights = first.minNights;
  const maxNights = first.maxNights;
  return {
    date,
    price: Math.floor(best.perNight),
    roomsAvailable: best.quote.roomsFree,
    roomType: first.roomType,
    rateType: first.rateType || null,
    offer: first.offerCode,
    minNights,
    maxNights,
    fixedStay:
      minNights > 1 && maxNights === minNights && first.expires === addDays(date, minNights),
    unavailable: null,
    rates,
  };
}
