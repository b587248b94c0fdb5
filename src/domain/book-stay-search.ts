import { addDays, isIsoDay } from './calendar-day';
import type { Venue } from './stay-day';

/** A Book your Stay search, read from its route (booking-engine.md §2, §5). */
export interface BookStaySearch {
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  children: number;
  /** Babies (2 and under), sent as Youth. */
  youth: number;
  location: string;
  /** The inn location searches the inn; any other the lake. */
  venue: Venue;
}

/** The limits of the stay screen's steppers (booking-engine.md §5: babies 0–4 here). */
export const BOOK_STAY_LIMITS = {
  nights: [1, 28],
  adults: [1, 8],
  children: [0, 4],
  youth: [0, 4],
} as const;

function count(text: string | undefined, [min, max]: readonly [number, number], fallback: number) {
  if (!text || !/^\d{1,2}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

/**
 * The search of `/stay/:arrive?/:nights?/:adult?/:child?/:youth?/:location?`: a missing or
 * past arrival is today, a missing count its default (1 night, 2 adults, no children or
 * babies), a count out of range is brought within it.
 */
export function bookStaySearch(params: Readonly<Record<string, string>>, today: string) {
  const arrival =
    params.arrive && isIsoDay(params.arrive) && params.arrive >= today ? params.arrive : today;
  const nights = count(params.nights, BOOK_STAY_LIMITS.nights, 1);
  const location = params.location ?? '';
  const search: BookStaySearch = {
    arrival,
    departure: addDays(arrival, nights),
    nights,
    adults: count(params.adult, BOOK_STAY_LIMITS.adults, 2),
    children: count(params.child, BOOK_STAY_LIMITS.children, 0),
    youth: count(params.youth, BOOK_STAY_LIMITS.youth, 0),
    location,
    venue: location.toLowerCase() === 'inn' ? 'inn' : 'lake',
  };
  return search;
}

/** The route of a search, relative to the engine's base. */
export function bookStayPath(s: Omit<BookStaySearch, 'departure' | 'venue'>): string {
  const parts = [s.arrival, s.nights, s.adults, s.children, s.youth];
  return `/stay/${parts.join('/')}${s.location ? `/${encodeURIComponent(s.location)}` : ''}`;
}
