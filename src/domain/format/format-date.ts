import { MONTH_NAMES as MONTHS } from '../calendar/month-names';

/**
 * 12 January, 2026 — from an ISO date (YYYY-MM-DD or a full timestamp; its date part). Plain
 * arithmetic, no date library: the calendar's chunk stays small.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}, ${year}`;
}

/** February 2026 — a month's title from `YYYY-MM`. */
export function formatMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[monthNo - 1]} ${year}`;
}

/** 17:05 — 24-hour time from HH:mm[:ss] or an ISO timestamp's time part. */
export function formatTime(value: string): string {
  const match = /(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}
