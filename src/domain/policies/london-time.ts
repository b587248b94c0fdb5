import { londonOffsetMs } from '../calendar/calendar-day';

const HOUR_MS = 3_600_000;

/** The hotel's wall-clock time at an instant (epoch ms): `YYYY-MM-DDTHH:mm`, Europe/London. */
export function londonWallTime(ms: number): string {
  return new Date(ms + londonOffsetMs(ms)).toISOString().slice(0, 16);
}

/**
 * The instant (epoch ms) of a hotel wall-clock time `YYYY-MM-DDTHH:mm`, whatever the machine's
 * time zone. A time that happens twice (the autumn hour) is the first, in summer time; one that
 * never happens (the spring hour) is read as GMT, an hour later on the clock. Either way the
 * words and the enforcement use the same instant.
 */
export function londonInstant(wallTime: string): number {
  const asUtc = Date.parse(`${wallTime.slice(0, 16)}:00Z`);
  if (Number.isNaN(asUtc)) throw new RangeError(`Not a wall-clock time: ${wallTime}`);
  const summer = asUtc - HOUR_MS;
  return londonWallTime(summer) === wallTime.slice(0, 16) ? summer : asUtc;
}
