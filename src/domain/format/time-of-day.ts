/** A 24-hour time of day, HH:mm (00:00 to 23:59). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * True when both are HH:mm times and `later` comes strictly after `earlier` on the same day:
 * a group cannot leave before it arrives.
 */
export function isTimeAfter(later: string, earlier: string): boolean {
  return TIME_OF_DAY_PATTERN.test(later) && TIME_OF_DAY_PATTERN.test(earlier) && later > earlier;
}
