import type { Meal } from './meal-times';

/** A restaurant's days with a table (FetchDiningAvailableDays); null while not known. */
export type TableDays = readonly string[] | null;

/** Said beside a restaurant that has no table left on the night. */
export const NO_TABLES_THIS_NIGHT = 'no tables left this night';

/**
 * Why a restaurant takes no reservation on a night (booking-engine.md §2 Dining, §7
 * FetchDiningAvailableDays), before the guest looks for times: null when it may, and while
 * its days are not known (loading, or failed: the times then say what they can).
 */
export function venueNightReason(days: TableDays, day: string): string | null {
  if (days === null) return null;
  return days.includes(day) ? null : NO_TABLES_THIS_NIGHT;
}

/**
 * Why a meal block's "Add a reservation" is off, in words: no restaurant serves the meal,
 * or every one of them is known to have no table that night; null when a table may be had.
 */
export function blockNightReason(meal: Meal, venueDays: readonly TableDays[], day: string) {
  if (venueDays.length === 0) return `No restaurant is taking ${meal} reservations.`;
  const closed = venueDays.every((days) => venueNightReason(days, day) !== null);
  return closed ? `Fully booked: no tables left for ${meal} on this night.` : null;
}
