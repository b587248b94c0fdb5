import { canArrive } from './can-arrive';
import { nightsBetween } from '../stay/nights-between';
import type { StayDay, UnavailableReason } from './stay-day';
import { type StayRangeProblemReason, stayRangeProblem } from './stay-range-problem';
import { stayTotal } from '../stay/stay-total';

/** Why a day cannot be chosen, or why choosing it would not give a bookable stay. */
export type StayDayReason = 'past' | UnavailableReason | StayRangeProblemReason;

export interface StayDayStatus {
  /** `arrival` while no open range waits for its end; `departure` for days after its start. */
  readonly role: 'arrival' | 'departure';
  /** False when a click does nothing (past days, days a guest cannot arrive on). */
  readonly selectable: boolean;
  /** Why the day is disabled or restricted; null when nothing stands in the way. */
  readonly reason: StayDayReason | null;
  /** The reason in plain words (part of the day's accessible name). */
  readonly reasonText: string | null;
  /** As a departure: the nights and the whole stay's total (whole pounds) when bookable. */
  readonly nights: number | null;
  readonly total: number | null;
  /** Fewer than 5 rooms left (public-site.md §9). */
  readonly lowAvailability: boolean;
}

/** Fewer rooms than this shows the low-availability marker (public-site.md §9). */
export const LOW_AVAILABILITY_BELOW = 5;

const ARRIVAL_WORDS: Record<NonNullable<StayDay['unavailable']>, string> = {
  'sold-out': 'Sold out',
  closed: 'Closed for arrivals',
  'no-rate': 'No rooms available',
};

export interface StayDayStatusContext {
  readonly today: string;
  readonly dayOf: (date: string) => StayDay | undefined;
  /** The start of a range still waiting for its end, else null. */
  readonly openStart: string | null;
  /** Rooms under which the low-availability marker shows (venue setting, default 5). */
  readonly lowBelow?: number;
}

/**
 * What a day means on the calendar now: whether a click can choose it, and why it is disabled
 * or restricted (past, sold out, closed, no rooms, minimum or maximum stay, a night within the
 * stay unavailable). Once an arrival waits for its departure, each later day is a departure and
 * carries the whole stay's total (beyond the specification: no guesswork over nightly prices).
 */
export function stayDayStatus(date: string, ctx: StayDayStatusContext): StayDayStatus {
  const day = ctx.dayOf(date);
  const lowAvailability =
    day !== undefined &&
    canArrive(day) &&
    day.roomsAvailable < (ctx.lowBelow ?? LOW_AVAILABILITY_BELOW);
  const base = { nights: null, total: null, lowAvailability };
  if (date < ctx.today) {
    return { ...base, role: 'arrival', selectable: false, reason: 'past', reasonText: 'Past date' };
  }
  if (ctx.openStart !== null && date > ctx.openStart) {
    const problem = stayRangeProblem(ctx.openStart, date, ctx.dayOf);
    const nights = nightsBetween(ctx.openStart, date);
    const total = problem ? null : stayTotal(ctx.openStart, date, ctx.dayOf);
    return {
      ...base,
      role: 'departure',
      selectable: true,
      reason: problem?.reason ?? null,
      reasonText: problem?.text ?? null,
      nights,
      total,
    };
  }
  if (day === undefined) {
    return { ...base, role: 'arrival', selectable: false, reason: null, reasonText: null };
  }
  if (!canArrive(day)) {
    const reason = day.unavailable ?? 'no-rate';
    return {
      ...base,
      role: 'arrival',
      selectable: false,
      reason,
      reasonText: ARRIVAL_WORDS[reason],
    };
  }
  if (day.minNights > 1) {
    const text = day.fixedStay
      ? `Fixed stay of ${day.minNights} nights`
      : `Minimum stay ${day.minNights} nights`;
    return { ...base, role: 'arrival', selectable: true, reason: 'min-stay', reasonText: text };
  }
  return { ...base, role: 'arrival', selectable: true, reason: null, reasonText: null };
}
