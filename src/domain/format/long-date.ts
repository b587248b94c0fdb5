import { MONTH_NAMES as MONTHS } from '../calendar/month-names';

/**
 * 31 March, 2026 — a calendar date (YYYY-MM-DD) as the site shows dates (`D MMMM, YYYY`),
 * without dayjs: the form chunks show one date and need no date library for it. Not a date:
 * given back as it came.
 */
export function longDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month}, ${match[1]}` : day;
}
