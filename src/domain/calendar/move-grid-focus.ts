import { addDays } from './calendar-day';

/** The keys of the WAI-ARIA date grid pattern. */
export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

function sameDayIn(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * Where focus moves in the date grid (WAI-ARIA date picker pattern): arrows by a day or a week,
 * Home and End to the week's Monday and Sunday, Page Up and Page Down to the same day of the
 * previous or next month (Shift: year), clamped to the month's last day. Null for other keys.
 */
export function moveGridFocus(date: string, key: string, shiftKey = false): string | null {
  if (!GRID_KEYS.has(key)) return null;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key as GridKey) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayIn(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDayIn(date, shiftKey ? 12 : 1);
  }
}
