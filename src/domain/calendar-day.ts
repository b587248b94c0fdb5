/**
 * Calendar days as the hotel counts them: YYYY-MM-DD strings, in Europe/London. Shared by
 * the widgets' clock and the sandbox's.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDay(value: string | null | undefined): value is string {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar date in Europe/London at the given instant. */
export function londonDate(instant: Date): string {
  const parts = Object.fromEntries(
    londonParts.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar date `days` after (or before, if negative) an ISO day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
