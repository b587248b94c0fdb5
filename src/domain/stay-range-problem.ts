import { addDays } from './calendar-day';
import { canArrive } from './can-arrive';
import { formatDate } from './format-date';
import { nightsBetween } from './nights-between';
import type { StayDay } from './stay-day';

export type StayRangeProblemReason =
  'arrival-unavailable' | 'min-stay' | 'max-stay' | 'too-long' | 'night-unavailable';

export interface StayRangeProblem {
  readonly reason: StayRangeProblemReason;
  /** What a guest reads, in plain words. */
  readonly text: string;
}

/** The stay calendar's longest stay (the nights stepper's maximum). */
export const MAX_STAY_NIGHTS = 28;

const UNAVAILABLE_WORDS: Record<NonNullable<StayDay['unavailable']>, string> = {
  'sold-out': 'is sold out',
  closed: 'is closed',
  'no-rate': 'has no rooms available',
};

/**
 * Why a stay from `arrival` to `departure` cannot be booked, judged from the calendar's
 * prices, or null when nothing known stands in its way (nights not loaded yet are not held
 * against it): the arrival day itself, the rate's minimum or maximum stay, the 28-night limit,
 * or a night within the stay with nothing available.
 */
export function stayRangeProblem(
  arrival: string,
  departure: string,
  dayOf: (date: string) => StayDay | undefined,
): StayRangeProblem | null {
  const nights = nightsBetween(arrival, departure);
  const first = dayOf(arrival);
  if (first !== undefined && !canArrive(first)) {
    return { reason: 'arrival-unavailable', text: `${formatDate(arrival)} is not available` };
  }
  if (nights > MAX_STAY_NIGHTS) {
    return { reason: 'too-long', text: `Stays are at most ${MAX_STAY_NIGHTS} nights` };
  }
  if (first && nights < first.minNights) {
    return { reason: 'min-stay', text: `Minimum stay ${first.minNights} nights from this arrival` };
  }
  if (first && first.maxNights !== null && nights > first.maxNights) {
    const most = first.maxNights === 1 ? '1 night' : `${first.maxNights} nights`;
    return { reason: 'max-stay', text: `Maximum stay ${most} from this arrival` };
  }
  for (let n = 1; n < nights; n++) {
    const date = addDays(arrival, n);
    const day = dayOf(date);
    if (day !== undefined && !canArrive(day)) {
      const words = UNAVAILABLE_WORDS[day.unavailable ?? 'no-rate'];
      return { reason: 'night-unavailable', text: `The night of ${formatDate(date)} ${words}` };
    }
  }
  return null;
}
