import { isIsoDay } from '../calendar/calendar-day';
import { formatDate } from '../format/format-date';
import type { StaySearch } from './stay-search';
import { BOOK_STAY_LIMITS } from './stay-steppers';

/** The counts of the route: parameter, search field, the thing counted, and who limits it. */
const COUNTS = [
  ['nights', 'nights', 'night', 'nights', 'Stays are'],
  ['adult', 'adults', 'adult', 'adults', 'Rooms take'],
  ['child', 'children', 'child', 'children', 'Rooms take'],
  ['infants', 'infants', 'baby', 'babies', 'Rooms take'],
] as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quoted = (text: string) => `“${text.slice(0, 20)}”`;

/**
 * What Book your Stay changed in the link it was given, in plain words, so nothing is replaced
 * silently: a past or impossible arrival searched from today; a count out of range brought
 * within its limits (booking-engine.md §5). Empty when the link was used as it was.
 */
export function bookStayChanges(
  params: Readonly<Record<string, string>>,
  search: StaySearch,
  today: string,
): string[] {
  const changes: string[] = [];
  const arrive = params.arrive;
  if (arrive && arrive !== search.arrival) {
    const past = isIsoDay(arrive) && arrive < today;
    const what = past ? `${formatDate(arrive)} has passed` : `${quoted(arrive)} is not a date`;
    changes.push(`The arrival ${what}, so we searched from today, ${formatDate(today)}.`);
  }
  for (const [param, field, one, many, who] of COUNTS) {
    const text = params[param];
    const value = search[field];
    if (!text || String(value) === text) continue;
    const [min, max] = BOOK_STAY_LIMITS[field];
    const limits = min === 0 ? `up to ${count(max, one, many)}` : `${min} to ${max} ${many}`;
    changes.push(
      `${who} ${limits}, so we searched ${count(value, one, many)} instead of ${quoted(text)}.`,
    );
  }
  return changes;
}
