import { addDays, isIsoDay } from '../calendar/calendar-day';
import { locationVenue } from '../routes/location-venue';
import type { StaySearch } from './stay-search';
import { BOOK_STAY_LIMITS } from './stay-steppers';

function count(text: string | undefined, [min, max]: readonly [number, number], fallback: number) {
  if (!text || !/^\d{1,2}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

/**
 * The one reader of Book your Stay's route (booking-engine.md §2, §5), whose one writer is
 * `bookStayPath`: the search of `/stay/:arrive?/:nights?/:adult?/:child?/:infants?/:location?`.
 * A missing or past arrival is today, a missing count its default (1 night, 2 adults, no
 * children or babies), a count out of range is brought within it; the inn location searches
 * the inn, any other the lake.
 */
export function bookStaySearch(params: Readonly<Record<string, string>>, today: string) {
  const arrival =
    params.arrive && isIsoDay(params.arrive) && params.arrive >= today ? params.arrive : today;
  const nights = count(params.nights, BOOK_STAY_LIMITS.nights, 1);
  const location = params.location ?? '';
  const search: StaySearch = {
    arrival,
    departure: addDays(arrival, nights),
    nights,
    adults: count(params.adult, BOOK_STAY_LIMITS.adults, 2),
    children: count(params.child, BOOK_STAY_LIMITS.children, 0),
    infants: count(params.infants, BOOK_STAY_LIMITS.infants, 0),
    location,
    venue: locationVenue(location),
  };
  return search;
}
