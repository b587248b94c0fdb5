import type { StaySearch } from './stay-search';

/**
 * What a Book your Stay path says, in the route's order: a whole search, or its first values
 * alone (the empty cart's arrival and nights), the rest left to the route's defaults.
 */
export type BookStayPathSearch = Partial<
  Pick<StaySearch, 'arrival' | 'nights' | 'adults' | 'children' | 'infants' | 'location'>
>;

/** `/stay/…` with its segments up to the first missing one, each encoded. */
function stayPath(segments: readonly (string | number | undefined)[]): string {
  const end = segments.findIndex((value) => value === undefined || value === '');
  const present = end < 0 ? segments : segments.slice(0, end);
  return `/stay${present.map((value) => `/${encodeURIComponent(value!)}`).join('')}`;
}

/**
 * The one writer of Book your Stay's route, relative to the engine's base (booking-engine.md
 * §2): `/stay/{arrival}/{nights}/{adults}/{children}/{infants}/{location}`, the location left
 * out when there is none; the path ends at the first value missing. `bookStaySearch` reads it
 * back.
 */
export function bookStayPath(search: BookStayPathSearch): string {
  const s = search;
  return stayPath([s.arrival, s.nights, s.adults, s.children, s.infants, s.location]);
}

/** The stay search's route ("Search Availability"), for the lake or a location (`inn`). */
export function staySearchPath(location = ''): string {
  return stayPath(['search', location]);
}
