import { formatWeekdayDate } from '../format/format-weekday-date';

/**
 * Friday 26 December 2026 — a day as a calendar's day is named aloud (issue 22 item 3): the
 * full date without the comma the site prints before the year, which a screen reader would
 * read as a pause inside the date, since the name's parts are themselves comma-separated.
 */
export function dayName(iso: string): string {
  return formatWeekdayDate(iso).replace(/, (\d{4})$/, ' $1');
}
