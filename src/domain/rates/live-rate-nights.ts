import type { RateNight } from './rate-night';
import type { LiveRate } from '../calendar/stay-day';

/**
 * The rate nights of the live pricing service's `cheapest_rates` (public-site.md §7). An entry
 * that names its rate type and stay limits (`rate_type`, `min_length`, `max_length`,
 * `max_occupancy`, as the sandbox sends) is one plan's night; one without them stands for its
 * room type's cheapest plan, sleeping two. `closed` closes the night to arrivals only: a stay
 * that arrived earlier still runs through it.
 */
export function liveRateNights(entries: readonly LiveRate[]): RateNight[] {
  const nights: RateNight[] = [];
  for (const entry of entries) {
    if (!Number.isFinite(entry.rate) || entry.rate < 0) continue;
    const minNights = Math.max(1, entry.min_length ?? 1);
    const max = entry.max_length ?? 0;
    nights.push({
      date: entry.date,
      roomType: entry.room_type,
      rateType: entry.rate_type ?? '',
      offerCode: entry.offer || null,
      rate: entry.rate,
      roomsFree: Math.max(0, entry.available),
      arrivalOpen: !entry.closed,
      maxOccupancy: entry.max_occupancy ?? 2,
      minNights,
      maxNights: max > 0 ? Math.max(max, minNights) : null,
      expires: null,
    });
  }
  return nights;
}
