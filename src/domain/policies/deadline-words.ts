import { formatTime } from '../format-date';
import { MONTH_NAMES } from '../month-names';
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
