import dayjs from 'dayjs';

/** 12 January, 2026 — from an ISO date (YYYY-MM-DD or a full timestamp). */
export function formatDate(iso: string): string {
  return dayjs(iso.slice(0, 10)).format('D MMMM, YYYY');
}

/** 17:05 — 24-hour time from HH:mm[:ss] or an ISO timestamp's time part. */
export function formatTime(value: string): string {
  const match = /(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}
