import { dayRange } from './day-range';
import type { LiveRate, StayDay } from './stay-day';
import { unavailableDay } from './unavailable-day';

/**
 * The calendar's nights `start`…`end` from the live pricing service's `cheapest_rates`
 * (public-site.md §7): only entries available and not closed count; the cheapest of a date,
 * floored to whole pounds, is its price. A date without such an entry is 'closed' when every
 * entry of it is closed, 'sold-out' when some are open without rooms, 'no-rate' when none came.
 */
export function liveStayDays(entries: readonly LiveRate[], start: string, end: string): StayDay[] {
  const byDate = new Map<string, LiveRate[]>();
  for (const entry of entries) {
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  return dayRange(start, end).map((date) => {
    const list = byDate.get(date) ?? [];
    let best: LiveRate | undefined;
    for (const entry of list) {
      if (entry.closed || !(entry.available > 0) || !Number.isFinite(entry.rate)) continue;
      if (!best || entry.rate < best.rate) best = entry;
    }
    if (!best) {
      if (!list.length) return unavailableDay(date, 'no-rate');
      return unavailableDay(date, list.every((e) => e.closed) ? 'closed' : 'sold-out');
    }
    return {
      date,
      price: Math.floor(best.rate),
      roomsAvailable: best.available,
      roomType: best.room_type,
      rateType: null,
      offer: best.offer || null,
      minNights: 1,
      maxNights: null,
      fixedStay: false,
      unavailable: null,
    };
  });
}
