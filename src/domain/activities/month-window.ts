import { addDays } from '../calendar/calendar-day';
import { addMonths } from '../calendar/add-months';

/**
 * The days an activity calendar asks FetchSpaClasses for when it shows a month: its first
 * to its last day, from today at the earliest (past days need no places), or null when the
 * whole month has passed.
 */
export function monthWindow(month: string, today: string): { start: string; end: string } | null {
  const first = `${month}-01`;
  const end = addDays(`${addMonths(month, 1)}-01`, -1);
  if (end < today) return null;
  return { start: first < today ? today : first, end };
}
