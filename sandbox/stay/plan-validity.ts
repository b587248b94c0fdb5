import { addDays } from '../../src/domain/calendar/calendar-day';
import { mondayIndex } from '../../src/domain/calendar/monday-index';

/** How a rate plan's BeginDate and ExpireDate follow the date asked (stay_rate_plans.validity). */
export type PlanValidity = 'year' | 'early-month' | 'weekend';

/**
 * The plan's BeginDate and ExpireDate as seen from `date`: the date's year; the first ten days
 * of its month (so later dates fall outside); or Friday to Sunday of its week (Monday first),
 * the window of a fixed two-night weekend stay.
 */
export function planValidity(
  validity: PlanValidity,
  date: string,
): { begin: string; expire: string } {
  if (validity === 'year')
    return { begin: `${date.slice(0, 4)}-01-01`, expire: `${date.slice(0, 4)}-12-31` };
  if (validity === 'early-month')
    return { begin: `${date.slice(0, 7)}-01`, expire: `${date.slice(0, 7)}-10` };
  const friday = addDays(date, 4 - mondayIndex(date));
  return { begin: friday, expire: addDays(friday, 2) };
}
