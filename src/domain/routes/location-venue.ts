import type { Venue } from '../calendar/stay-day';

/** The venue an engine route's location searches (booking-engine.md §2): the inn, else the lake. */
export function locationVenue(location: string): Venue {
  return location.toLowerCase() === 'inn' ? 'inn' : 'lake';
}
