import { isRateExcluded } from '../../src/domain/rates/rate-excluded';
import type { LiveRate, Venue } from '../../src/domain/calendar/stay-day';
import { VENUE_DEFAULTS } from '../../src/domain/routes/venue-config';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { planNights } from './plan-nights';
import { rateNightOf } from './rate-night-of';

/**
 * The live pricing service (`GET /api/pms/availability/{property}/cheapest`): per date, every
 * rate plan valid that night (public plans and those of the offer codes asked) with its nightly
 * rate and the rooms free, `closed` when it is closed to arrivals that weekday, and — beyond
 * the specification's fields, so a calendar can price whole stays by the booking engine's rule
 * — its `rate_type`, `min_length`, `max_length` and the guests its room sleeps
 * (`max_occupancy`). The service applies the venue's own exclusions.
 */
export function cheapestRates(
  repo: StayInventoryRepo,
  venue: Venue,
  start: string,
  end: string,
  offers: readonly string[],
  now: number,
): LiveRate[] {
  const exclusions = VENUE_DEFAULTS[venue].exclusions;
  const rates: LiveRate[] = [];
  for (const planNight of planNights(repo, venue, start, end, offers, now)) {
    const night = rateNightOf(planNight);
    if (!night) continue;
    const rate = { RoomType: night.roomType, RateType: night.rateType, MinLength: night.minNights };
    if (isRateExcluded(rate, exclusions)) continue;
    rates.push({
      date: night.date,
      rate: night.rate,
      room_type: night.roomType,
      offer: night.offerCode ?? '',
      available: night.roomsFree,
      closed: !night.arrivalOpen,
      rate_type: night.rateType,
      min_length: night.minNights,
      max_length: night.maxNights ?? 0,
      max_occupancy: night.maxOccupancy,
    });
  }
  return rates;
}
