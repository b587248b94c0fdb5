import { addDays } from './calendar-day';
import { canArrive } from './can-arrive';
import { hasRoom } from './has-room';
import type { StayDay } from './stay-day';

/** The calendar's range: none, a start, or a start and an end (public-site.md §4). */
export interface StaySelection {
  /** Arrival, `YYYY-MM-DD`. */
  readonly start: string | null;
  /** Departure, `YYYY-MM-DD`; only with a start. */
  readonly end: string | null;
  /** True when a rate's minimum stay set the range: the calendar shows "Minimum nights". */
  readonly minimumNights: boolean;
  /** Package mode: the start date's offer, taken when the range completes. */
  readonly offer: string | null;
}

export const NO_SELECTION: StaySelection = {
  start: null,
  end: null,
  minimumNights: false,
  offer: null,
};

export interface SelectionContext {
  /** The hotel's today: earlier days are disabled. */
  readonly today: string;
  /** The day's prices, or undefined while its month is not loaded. */
  readonly dayOf: (date: string) => StayDay | undefined;
  /** The configured minimum nights (the calendar's setting, at least 1). */
  readonly minNights: number;
  /** Package mode: the offer of the start date's rate is kept with the range. */
  readonly packageMode: boolean;
}

function complete(
  start: string,
  end: string,
  minimumNights: boolean,
  ctx: SelectionContext,
): StaySelection {
  const offer = ctx.packageMode ? (ctx.dayOf(start)?.offer ?? null) : null;
  return { start, end, minimumNights, offer };
}

/** A new range starting on `date`, with the automatic ranges of public-site.md §4. */
function startAt(date: string, day: StayDay, ctx: SelectionContext): StaySelection {
  if (day.minNights > 1) {
    // A fixed stay selects its whole range; otherwise the configured minimum nights, never
    // fewer than the rate itself needs (a shorter range could not be booked).
    const nights = day.fixedStay ? day.minNights : Math.max(ctx.minNights, day.minNights);
    return complete(date, addDays(date, nights), true, ctx);
  }
  const next = ctx.dayOf(addDays(date, 1));
  // "The next day has no availability": no room free at any rate that night (a night closed
  // to arrivals can still be stayed through).
  if (next !== undefined && !hasRoom(next)) return complete(date, addDays(date, 1), false, ctx);
  return { ...NO_SELECTION, start: date };
}

/**
 * The range after a click on `date` (public-site.md §4, booking-engine.md §4): past days do
 * nothing; with a start and no end, a later day sets the end; otherwise (nothing chosen, both
 * chosen, or an earlier or the same day) the day starts a new range — when a guest may arrive
 * that day. A start whose next day has no availability becomes a one-night range; a rate with a
 * minimum stay above 1 sets its fixed stay or the configured minimum nights and flags it.
 */
export function selectStayDay(
  selection: StaySelection,
  date: string,
  ctx: SelectionContext,
): StaySelection {
  if (date < ctx.today) return selection;
  if (selection.start !== null && selection.end === null && date > selection.start) {
    return complete(selection.start, date, false, ctx);
  }
  const day = ctx.dayOf(date);
  return day && canArrive(day) ? startAt(date, day, ctx) : selection;
}
