import { isRateExcluded } from '../../src/domain/rate-excluded';
import type { LiveRate, Venue } from '../../src/domain/stay-day';
import { VENUE_DEFAULTS } from '../../src/domain/venue-config';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { type PlanNight, planNights } from './plan-nights';
import { mondayIndex } from '../../src/domain/monday-index';

/**
 * The live pricing service (`GET /api/pms/availability/{property}/cheapest`): per date and
 * room type sleeping two or more, the cheapest one-night plan valid that date (public plans
 * and those of the offer codes asked), with the rooms free, `closed` when every such plan is
 * closed to arrivals that weekday. The service applies the venue's own exclusions.
 */
export function cheapestRates(
  repo: StayInventoryRepo,
  venue: Venue,
  start: string,
  end: string,
  offers: readonly string[],
  now: number,
): LiveRate[] {
  const exclusions = VENUE_DEFAULTS[venue].exclusions;
  const best = new Map<string, { open: PlanNight | undefined; any: PlanNight }>();
  for (const night of planNights(repo, venue, start, end, offers, now)) {
    const { plan, date } = night;
    if (night.roomType.max_occupancy <= 1 || plan.min_length > 1) continue;
    if (date < night.beginDate || date > night.expireDate) continue;
    const rate = { RoomType: plan.room_type, RateType: plan.rate_type, MinLength: plan.min_length };
    if (isRateExcluded(rate, exclusions)) continue;
    const key = `${date}|${plan.room_type}`;
    const open = plan.avail_mon_sun.charAt(mondayIndex(date)) !== 'N';
    const entry = best.get(key) ?? { open: undefined, any: night };
    if (night.doubleRate < entry.any.doubleRate) entry.any = night;
    if (open && (!entry.open || night.doubleRate < entry.open.doubleRate)) entry.open = night;
    best.set(key, entry);
  }
  return [...best.values()].map(({ open, any }) => {
    const night = open ?? any;
    return {
      date: night.date,
      rate: night.doubleRate,
      room_type: night.plan.room_type,
      offer: night.plan.code ?? '',
      available: night.roomsFree,
      closed: !open,
    };
  });
}
