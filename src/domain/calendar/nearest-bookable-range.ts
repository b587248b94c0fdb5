import { addDays } from './calendar-day';
import type { StayDay } from './stay-day';
import { stayRangeProblem } from './stay-range-problem';
import { stayTotal } from '../stay/stay-total';

export interface StayRange {
  readonly start: string;
  readonly end: string;
}

/** Every night of the range is known and one plan sells them all (the engine's rule). */
function bookable(range: StayRange, dayOf: (d: string) => StayDay | undefined) {
  return (
    stayRangeProblem(range.start, range.end, dayOf) === null &&
    stayTotal(range.start, range.end, dayOf) !== null
  );
}

/** The nights to try from one arrival: the wanted number, else what its rate allows. */
function nightsFrom(day: StayDay | undefined, wanted: number, sameNights: boolean): number {
  if (!day || sameNights) return wanted;
  const least = Math.max(wanted, day.minNights);
  return day.maxNights !== null ? Math.min(least, day.maxNights) : least;
}

/**
 * The bookable range nearest to the one chosen, for "the nearest dates that can be booked":
 * the same arrival with the nights its rate needs, else arrivals 1, 2, 3… days later or earlier
 * (later first; never before today; within `searchDays`), each for the wanted nights or the
 * nights its rate needs. Only loaded days count. Null when none is found.
 *
 * `direction` looks only later or only earlier than `start` (Book your Stay's nearby dates
 * offer one of each); `sameNights` keeps the wanted nights whatever the rate allows.
 */
export function nearestBookableRange(
  start: string,
  nights: number,
  dayOf: (date: string) => StayDay | undefined,
  options: {
    today: string;
    searchDays?: number;
    direction?: 'both' | 'later' | 'earlier';
    sameNights?: boolean;
  },
): StayRange | null {
  const searchDays = options.searchDays ?? 31;
  const direction = options.direction ?? 'both';
  const sides = (offset: number) =>
    direction === 'later' ? [offset] : direction === 'earlier' ? [-offset] : [offset, -offset];
  const first = direction === 'both' ? 0 : 1;
  for (let offset = first; offset <= searchDays; offset++) {
    for (const shift of offset === 0 ? [0] : sides(offset)) {
      const arrival = addDays(start, shift);
      if (arrival < options.today) continue;
      const length = nightsFrom(dayOf(arrival), nights, options.sameNights ?? false);
      const range = { start: arrival, end: addDays(arrival, length) };
      if (bookable(range, dayOf)) return range;
    }
  }
  return null;
}
