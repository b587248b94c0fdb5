import { formatTime } from '../format/format-date';
import { MONTH_NAMES } from '../calendar/month-names';
import { londonWallTime } from './london-time';

const HOUR_MS = 3_600_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Friday 12 March 2027 — a hotel calendar day (`YYYY-MM-DD`) as the policies' words write it. */
export function policyDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const month = MONTH_NAMES[date.getUTCMonth()] ?? '';
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/**
 * 12 Mar — the hotel calendar day of an instant (epoch ms), short: the room card's terms line,
 * where the long form (policyMoment) would wrap to three lines on a phone.
 */
export function policyShortDay(ms: number): string {
  const date = new Date(`${londonWallTime(ms).slice(0, 10)}T00:00:00Z`);
  return `${date.getUTCDate()} ${(MONTH_NAMES[date.getUTCMonth()] ?? '').slice(0, 3)}`;
}

/**
 * 15:00, Friday 12 March 2027 — an instant (epoch ms) at the hotel's wall-clock time. In the hour
 * the clocks go back, which the clock shows twice, the zone says which: "01:30 BST, Sunday 25
 * October 2026" is an hour before "01:30 GMT, …" (the property test found deadlines that
 * read an hour early without it).
 */
export function policyMoment(ms: number): string {
  const wall = londonWallTime(ms);
  const zone =
    londonWallTime(ms - HOUR_MS) === wall
      ? ' GMT'
      : londonWallTime(ms + HOUR_MS) === wall
        ? ' BST'
        : '';
  return `${formatTime(wall.slice(11, 16))}${zone}, ${policyDay(wall.slice(0, 10))}`;
}
