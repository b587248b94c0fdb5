import { formatDate } from '../format/format-date';

/**
 * Why a stay cannot be booked for its arrival date, or null: an arrival before the hotel's
 * today (Europe/London, issue 17 item 4) has passed. Shared by `/rs/book-pms` and the engine.
 */
export function arrivalProblem(arrival: string, today: string): string | null {
  if (arrival >= today) return null;
  return `${formatDate(arrival)} has passed: stays can be booked from today, ${formatDate(today)}, on. Please choose a later arrival.`;
}
