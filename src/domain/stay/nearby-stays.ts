import { addDays } from '../calendar/calendar-day';
import { addMonths } from '../calendar/add-months';
import { nearestBookableRange } from '../calendar/nearest-bookable-range';
import type { StayDay } from '../calendar/stay-day';
import { stayTotal } from './stay-total';

/** One stay Book your Stay offers when the dates searched have nothing free. */
export interface NearbyStay {
  /** Arrival and departure, `YYYY-MM-DD`. */
  readonly start: string;
  readonly end: string;
  /** Before or after the dates searched. */
  readonly side: 'earlier' | 'later';
  /** The cheapest plan's total for the whole stay, pounds and pence (the engine's price). */
  readonly total: number;
}

/** How far either side the nearby dates are looked for: the calendar rule's own reach. */
export const NEARBY_DAYS = 31;

/**
 * The nearest bookable stays of the same length before and after a search that found nothing
 * (issue 36 §3), by the calendar's one rule (src/domain/calendar/nearest-bookable-range.ts: every night
 * loaded, one plan sells them all), each with its total (src/domain/stay/stay-total.ts, equal to
 * `/rs/get-rates`' cheapest price to the penny): the earlier one first, then the later, never
 * an arrival before today. Empty when neither side has one.
 */
export function nearbyStays(
  arrival: string,
  nights: number,
  dayOf: (date: string) => StayDay | undefined,
  today: string,
): NearbyStay[] {
  const stays: NearbyStay[] = [];
  for (const side of ['earlier', 'later'] as const) {
    const range = nearestBookableRange(arrival, nights, dayOf, {
      today,
      searchDays: NEARBY_DAYS,
      direction: side,
      sameNights: true,
    });
    const total = range && stayTotal(range.start, range.end, dayOf);
    if (range && total !== null) stays.push({ ...range, side, total });
  }
  return stays;
}

/**
 * The calendar months (`YYYY-MM`) the nearby stays are looked for in: from the earliest
 * arrival tried (never before today's month) to the last night of the latest stay tried.
 */
export function nearbyMonths(arrival: string, nights: number, today: string): string[] {
  const from = addDays(arrival, -NEARBY_DAYS);
  const first = (from < today ? today : from).slice(0, 7);
  const last = addDays(arrival, NEARBY_DAYS + nights - 1).slice(0, 7);
  const months: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
