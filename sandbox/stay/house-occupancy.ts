import type { Venue } from '../../src/domain/calendar/stay-day';

/** FNV-1a: a small, stable hash, so a date's occupancy is the same on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** What the house looks like on a date: full, nearly full (1–4 rooms left), or ordinary. */
export type HouseDay = 'sold-out' | 'low' | 'ordinary';

export function houseDay(venue: Venue, date: string): HouseDay {
  // One sold-out night every month (between the 9th and the 20th), a nearly full night
  // before it, and more of both scattered at random.
  const fullDay = 9 + (hash(`${venue}|${date.slice(0, 7)}`) % 12);
  const day = Number(date.slice(8, 10));
  const h = hash(`${venue}|${date}`);
  if (day === fullDay || h % 29 === 7) return 'sold-out';
  if (day === fullDay - 1 || h % 9 === 3) return 'low';
  return 'ordinary';
}

/**
 * Rooms of a type taken on a night by guests outside the sandbox: generated from the date, so
 * any date asked (a clock pinned in 2025, or today) has believable, repeatable data. Every month
 * has a sold-out night and nearly full ones (1–4 rooms left); the rest are 20–69 % taken.
 */
export function houseOccupancy(
  venue: Venue,
  roomType: string,
  date: string,
  total: number,
): number {
  const day = houseDay(venue, date);
  if (day === 'sold-out') return total;
  const h = hash(`${venue}|${roomType}|${date}`);
  if (day === 'low') return Math.max(0, total - (1 + (h % 4)));
  return Math.floor((total * (20 + (h % 50))) / 100);
}
