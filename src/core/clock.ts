/**
 * "Today" for the hotel: a calendar date (YYYY-MM-DD) in Europe/London, whatever the guest's
 * own time zone. Demo pages and tests pin it with `?ik-now=YYYY-MM-DD` on the page, or with
 * the `now` config key; `pinToday()` pins it from code.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let pinned: string | undefined;

/** The calendar date in Europe/London at the given instant. */
export function londonDate(instant: Date): string {
  const parts = Object.fromEntries(
    londonParts.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

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

/** The pinned date, if any: the page's `?ik-now=` wins over `pinToday()`. */
export function pinnedToday(): string | undefined {
  return pinFromPage() ?? pinned;
}

/** Today's date in Europe/London, as YYYY-MM-DD. */
export function today(): string {
  return pinnedToday() ?? londonDate(new Date());
}
