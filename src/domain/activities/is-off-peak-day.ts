import type { ActivityConfig } from './activity-config';

/**
 * An ice skating day is off peak when it is in the season and on the configured off-peak
 * list; every other day of the season is peak (booking-engine.md §9).
 */
export function isOffPeakDay(
  day: string,
  config: Pick<ActivityConfig, 'skatingSeason' | 'offPeakDates'>,
): boolean {
  const { start, end } = config.skatingSeason;
  return day >= start && day <= end && config.offPeakDates.includes(day);
}
