import { bookStayPath } from '../stay/book-stay-path';
import { isIsoDay } from '../calendar/calendar-day';

const DAY_MS = 86_400_000;
const MAX_NIGHTS = 28;

function nightsBetween(arrive: string, depart: string): number {
  return Math.round(
    (Date.parse(`${depart}T00:00:00Z`) - Date.parse(`${arrive}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * Where an empty cart sends the guest (booking-engine.md §4): the book-stay screen, with the
 * last searched dates when known. `lastDateSearched` is `arrive_depart` (YYYY-MM-DD_YYYY-MM-DD)
 * or an arrival date alone; anything else is ignored. The path is relative to the base.
 */
export function emptyCartPath(lastDateSearched: string | null | undefined): string {
  const [arrive, depart] = (lastDateSearched ?? '').trim().split('_');
  if (!arrive || !isIsoDay(arrive)) return bookStayPath({});
  if (depart === undefined) return bookStayPath({ arrival: arrive });
  if (!isIsoDay(depart)) return bookStayPath({});
  const nights = nightsBetween(arrive, depart);
  const known = nights >= 1 && nights <= MAX_NIGHTS;
  return bookStayPath(known ? { arrival: arrive, nights } : { arrival: arrive });
}
