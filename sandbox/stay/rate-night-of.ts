import { mondayIndex } from '../../src/domain/calendar/monday-index';
import type { RateNight } from '../../src/domain/rates/rate-night';
import type { PlanNight } from './plan-nights';

/**
 * A plan night of the stay inventory as the price rules read it (src/domain/rates/rate-night.ts);
 * null when the plan is not valid that night (outside its BeginDate…ExpireDate).
 */
export function rateNightOf(night: PlanNight): RateNight | null {
  const { plan, date } = night;
  if (date < night.beginDate || date > night.expireDate) return null;
  const minNights = Math.max(1, plan.min_length);
  return {
    date,
    roomType: plan.room_type,
    rateType: plan.rate_type,
    offerCode: plan.code,
    rate: night.doubleRate,
    roomsFree: night.roomsFree,
    arrivalOpen: plan.avail_mon_sun.charAt(mondayIndex(date)).toUpperCase() !== 'N',
    maxOccupancy: night.roomType.max_occupancy,
    minNights,
    maxNights: plan.max_length > 0 ? Math.max(plan.max_length, minNights) : null,
    expires: night.expireDate,
  };
}
