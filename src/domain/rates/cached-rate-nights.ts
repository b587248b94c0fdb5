import { mondayIndex } from '../calendar/monday-index';
import type { RateNight } from './rate-night';
import type { CachedCalendarDay } from '../calendar/stay-day';

/**
 * The rate nights of one date of the cached calendar (public-site.md §3): every rate record
 * valid that date (BeginDate…ExpireDate) with a usable price; the weekday's `AvailMonSun` flag
 * says whether guests may arrive that night at that rate.
 */
export function cachedRateNights(day: CachedCalendarDay): RateNight[] {
  const { date } = day;
  const weekday = mondayIndex(date);
  const nights: RateNight[] = [];
  for (const rate of day.rates) {
    if (date < rate.BeginDate || date > rate.ExpireDate) continue;
    if (!Number.isFinite(rate.DoubleRate) || rate.DoubleRate < 0) continue;
    const minNights = Math.max(1, rate.MinLength);
    nights.push({
      date,
      roomType: rate.RoomType,
      rateType: rate.RateType,
      offerCode: null,
      rate: rate.DoubleRate,
      roomsFree: Math.max(0, rate.NumRoomsAvail),
      arrivalOpen: rate.AvailMonSun.charAt(weekday).toUpperCase() !== 'N',
      maxOccupancy: rate.MaxOccupancy,
      minNights,
      maxNights: rate.MaxLength > 0 ? Math.max(rate.MaxLength, minNights) : null,
      expires: rate.ExpireDate,
    });
  }
  return nights;
}
