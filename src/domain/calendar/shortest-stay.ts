import { addDays } from './calendar-day';
import { canArrive } from './can-arrive';
import type { StayDay } from './stay-day';
import { stayTotal } from '../stay/stay-total';

/** The shortest stay a guest may book from an arrival day, and what it costs. */
export interface ShortestStay {
  readonly nights: number;
  /** The stay's total, pounds and pence (the calendar shows whole pounds). */
  readonly total: number;
}

type DayOf = (date: string) => StayDay | undefined;

/**
 * The shortest stay from `date`: the day's minimum nights (those of its cheapest plan, the
 * range a click on it selects), priced by the one stay rule through stayTotal, so that it is
 * the very figure the departure day of that stay then shows. Null when no guest may arrive
 * that day or a night of the stay is not loaded.
 */
export function shortestStay(date: string, dayOf: DayOf): ShortestStay | null {
  const day = dayOf(date);
  if (!day || !canArrive(day)) return null;
  const nights = Math.max(1, day.minNights);
  const total = stayTotal(date, addDays(date, nights), dayOf);
  return total === null ? null : { nights, total };
}

/**
 * shortestStay for one set of days, each date worked out once: a calendar asks for every
 * visible day on every render (each key press that moves focus), and its days only change
 * when their prices or the party do, which gives a new `dayOf`.
 */
export function shortestStays(dayOf: DayOf): (date: string) => ShortestStay | null {
  const known = new Map<string, ShortestStay | null>();
  return (date) => {
    let stay = known.get(date);
    if (stay === undefined) known.set(date, (stay = shortestStay(date, dayOf)));
    return stay;
  };
}
