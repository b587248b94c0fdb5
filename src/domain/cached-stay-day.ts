import { addDays } from './calendar-day';
import { isRateExcluded } from './rate-excluded';
import type { CachedCalendarDay, CachedRate, StayDay } from './stay-day';
import { unavailableDay } from './unavailable-day';
import type { RateExclusion } from './venue-config';
import { mondayIndex } from './monday-index';

/**
 * The calendar's night from one date of the cached calendar (public-site.md §9): the cheapest
 * DoubleRate among the rates that are not excluded by the venue's rules, sleep more than one
 * (MaxOccupancy above 1), are valid that date (BeginDate to ExpireDate), have rooms available
 * and are open to arrivals that weekday (AvailMonSun not 'N'); floored to whole pounds.
 * Otherwise the night is unavailable: 'no-rate' when no rate applies at all, 'closed' when
 * rooms are free but closed to arrivals that weekday, 'sold-out' when none are free.
 */
export function cachedStayDay(
  day: CachedCalendarDay,
  exclusions: readonly RateExclusion[],
): StayDay {
  const { date } = day;
  const weekday = mondayIndex(date);
  let best: CachedRate | undefined;
  let anyRate = false;
  let anyRooms = false;
  for (const rate of day.rates) {
    if (
      rate.MaxOccupancy <= 1 ||
      date < rate.BeginDate ||
      date > rate.ExpireDate ||
      !Number.isFinite(rate.DoubleRate) ||
      rate.DoubleRate < 0 ||
      isRateExcluded(rate, exclusions)
    ) {
      continue;
    }
    anyRate = true;
    if (rate.NumRoomsAvail <= 0) continue;
    anyRooms = true;
    if (rate.AvailMonSun.charAt(weekday).toUpperCase() === 'N') continue;
    if (!best || rate.DoubleRate < best.DoubleRate) best = rate;
  }
  if (!best) return unavailableDay(date, !anyRate ? 'no-rate' : anyRooms ? 'closed' : 'sold-out');
  const minNights = Math.max(1, best.MinLength);
  const maxNights = best.MaxLength > 0 ? Math.max(best.MaxLength, minNights) : null;
  return {
    date,
    price: Math.floor(best.DoubleRate),
    roomsAvailable: best.NumRoomsAvail,
    roomType: best.RoomType,
    rateType: best.RateType,
    offer: null,
    minNights,
    maxNights,
    fixedStay:
      minNights > 1 && maxNights === minNights && best.ExpireDate === addDays(date, minNights),
    unavailable: null,
  };
}
