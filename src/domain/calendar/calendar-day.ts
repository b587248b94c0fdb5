/**
 * Calendar days as the hotel counts them: YYYY-MM-DD strings, in Europe/London. Shared by
 * the widgets' clock and the sandbox's.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`, in milliseconds. */
function lastSundayOneAm(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDay(value: string | null | undefined): value is string {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The calendar date in Europe/London at the given instant: UTC, or UTC+1 in British Summer
 * Time (from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October,
 * the UK's rule since 1996). Worked out, not asked of `Intl.DateTimeFormat`: building one with
 * a time zone took 80–100 ms on a phone-speed CPU, in the shared runtime's first task on every
 * page (issue 19). The unit test checks it against Intl, hour by hour over years.
 */
export function londonDate(instant: Date): string {
  const time = instant.getTime();
  return new Date(time + londonOffsetMs(time)).toISOString().slice(0, 10);
}

/** How far Europe/London is ahead of UTC at an instant (epoch ms): an hour in summer, else 0. */
export function londonOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  return summer ? HOUR_MS : 0;
}

/** The calendar date `days` after (or before, if negative) an ISO day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
