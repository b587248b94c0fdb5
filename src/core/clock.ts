/**
 * "Today" for the hotel: a calendar date (YYYY-MM-DD) in Europe/London, whatever the guest's
 * own time zone. Demo pages and tests pin it with `?ik-now=YYYY-MM-DD` on the page, or with
 * the `now` config key; `pinToday()` pins it from code.
 */
import { getConfig } from './config';
import { isIsoDay, londonDate } from '../domain/calendar/calendar-day';

export { isIsoDay, londonDate };

let pinned: string | undefined;
let pinnedInstant: number | undefined;

function pinFromPage(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  const fromQuery = new URLSearchParams(location.search).get('ik-now');
  return isIsoDay(fromQuery) ? fromQuery : undefined;
}

/** Pin today to a date, or unpin with no argument. An invalid date is refused. */
export function pinToday(day?: string): void {
  if (day !== undefined && !isIsoDay(day)) throw new RangeError(`Not a date: ${day}`);
  pinned = day;
}

/** The pinned date, if any: the page's `?ik-now=`, else `pinToday()`, else config `now`. */
export function pinnedToday(): string | undefined {
  return pinFromPage() ?? pinned ?? getConfig().now;
}

/** Today's date in Europe/London, as YYYY-MM-DD. */
export function today(): string {
  return pinnedToday() ?? londonDate(new Date());
}

/**
 * Pin the moment now (epoch milliseconds) for rules that compare times of day, such as a
 * session that has already started; unpin with no argument. Tests use it so that a rule about
 * "later today" holds whatever the minute the test runs.
 */
export function pinNow(ms?: number): void {
  if (ms !== undefined && !Number.isFinite(ms)) throw new RangeError(`Not a moment: ${ms}`);
  pinnedInstant = ms;
}

/** The moment now, in epoch milliseconds: the pinned one, else the machine's. */
export function nowMs(): number {
  return pinnedInstant ?? Date.now();
}
