import { addDays } from './calendar-day';
import { canArrive } from './can-arrive';
import { cheapestStay } from './cheapest-stay';
import { formatDate } from '../format/format-date';
import { hasRoom } from './has-room';
import { nightsBetween } from '../stay/nights-between';
import type { StayDay } from './stay-day';

export type StayRangeProblemReason =
  'arrival-unavailable' | 'min-stay' | 'max-stay' | 'too-long' | 'night-unavailable' | 'no-plan';

export interface StayRangeProblem {
  readonly reason: StayRangeProblemReason;
  /** What a guest reads, in plain words. */
  readonly text: string;
}

/** The stay calendar's longest stay (the nights stepper's maximum). */
export const MAX_STAY_NIGHTS = 28;

const nightsText = (n: number) => (n === 1 ? '1 night' : `${n} nights`);

/** The arrival's plans' minimum or maximum stay, when every plan rules this length out. */
function lengthProblem(nights: number, first: StayDay): StayRangeProblem | null {
  const starts = first.rates.filter((r) => r.arrivalOpen && r.roomsFree >= 1);
  if (!starts.length) return null;
  const least = Math.min(...starts.map((r) => r.minNights));
  if (nights < least) {
    return { reason: 'min-stay', text: `Minimum stay ${nightsText(least)} from this arrival` };
  }
  if (starts.every((r) => r.maxNights !== null && nights > r.maxNights)) {
    const most = Math.max(...starts.map((r) => r.maxNights ?? 0));
    return { reason: 'max-stay', text: `Maximum stay ${nightsText(most)} from this arrival` };
  }
  return null;
}

/** Why no plan sells a stay whose nights are all known and whose length is allowed. */
function nightProblem(
  arrival: string,
  nights: number,
  dayOf: (d: string) => StayDay | undefined,
): StayRangeProblem {
  for (let n = 1; n < nights; n++) {
    const date = addDays(arrival, n);
    const day = dayOf(date);
    if (!hasRoom(day)) {
      const words = day?.rates.length ? 'is sold out' : 'has no rooms available';
      return { reason: 'night-unavailable', text: `The night of ${formatDate(date)} ${words}` };
    }
  }
  return { reason: 'no-plan', text: 'No room is free at one rate for every night of this stay' };
}

/**
 * Why a stay from `arrival` to `departure` cannot be booked, or null when it can or when a
 * night of it is not loaded yet (not held against it). The same rule as the booking engine's
 * (src/domain/stay/stay-quotes.ts): the stay is bookable when one plan sells every night of it.
 * When none does, the reason in the guest's terms: the arrival day, the 28-night limit, the
 * plans' minimum or maximum stay, a night with no room free, or no single plan for all nights.
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
  if (first === undefined) return null;
  const length = lengthProblem(nights, first);
  if (length) return length;
  if (cheapestStay(arrival, departure, dayOf) !== null) return null;
  return nightProblem(arrival, nights, dayOf);
}
