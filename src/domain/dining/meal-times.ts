/** A meal a table is booked for (booking-engine.md §2 Dining). */
export type Meal = 'breakfast' | 'dinner';

/** Breakfast slots are at or before 11:00, dinner slots at or after 17:00 (§5). */
export const BREAKFAST_LAST = '11:00';
export const DINNER_FIRST = '17:00';

/** Whether a time (`HH:mm`, or a date-time carrying one) belongs to the meal. */
export function isMealTime(meal: Meal, time: string): boolean {
  const hhmm = time.length > 5 ? time.slice(11, 16) : time;
  return meal === 'breakfast' ? hhmm <= BREAKFAST_LAST : hhmm >= DINNER_FIRST;
}

/** The times of a list that belong to the meal, in order. */
export const mealTimes = (meal: Meal, times: readonly string[]): string[] =>
  times.filter((time) => isMealTime(meal, time)).sort();
