import { londonDate } from '../calendar/calendar-day';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether a session (`YYYY-MM-DDTHH:mm…`, hotel time) can no longer be booked: its day is
 * before the hotel's today, or it is today's and its start has passed. One rule for the class
 * list (no Add for it; `today` from src/core/clock.ts) and the sandbox (which refuses it, and
 * leaves such spa and restaurant times out). With a pinned today
 * (demos, tests) only the day counts, the pinned day having no time of its own.
 */
export function hasStarted(start: string, today: string, nowMs: number): boolean {
  const day = start.slice(0, 10);
  if (day !== today) return day < today;
  const instant = new Date(nowMs);
  if (londonDate(instant) !== today) return false;
  return start.slice(11, 16) <= londonTime.format(instant);
}
