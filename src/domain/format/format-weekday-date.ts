import { formatDate } from './format-date';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Monday 2 February, 2026 — a day's full name from `YYYY-MM-DD`, whatever the time zone. */
export function formatWeekdayDate(iso: string): string {
  const weekday = WEEKDAYS[new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${formatDate(iso)}`;
}
