import { isIsoDay } from './calendar-day';

/**
 * True when `day` is a real YYYY-MM-DD date on or after `earliest` (also YYYY-MM-DD): a
 * preferred visit or arrival date may be today but not before it.
 */
export function isOnOrAfter(day: string, earliest: string): boolean {
  return isIsoDay(day) && isIsoDay(earliest) && day >= earliest;
}
