import { dayRange } from '../../src/domain/day-range';
import type { Venue } from '../../src/domain/stay-day';
import type { StayRatePlanRow, StayRoomTypeRow } from '../db/rows';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { nightlyRate } from './nightly-rate';
import { planValidity } from './plan-validity';

/** One rate plan on one night, as the hotel's systems see it. */
export interface PlanNight {
  readonly date: string;
  readonly plan: StayRatePlanRow;
  readonly roomType: StayRoomTypeRow;
  readonly roomsFree: number;
  /** Pounds and pence, season and weekend included. */
  readonly doubleRate: number;
  readonly beginDate: string;
  readonly expireDate: string;
}

/**
 * Every rate plan of a venue on every night `start`…`end`, with the rooms free: the public
 * plans, and those whose code is among `codes` (a promo or offer codes, any case; per night
 * when a function, as offer windows change them). The price calls of the calendars and the
 * rate and booking calls of the engine all read this one inventory.
 */
export function planNights(
  repo: StayInventoryRepo,
  venue: Venue,
  start: string,
  end: string,
  codes: readonly string[] | ((date: string) => readonly string[]),
  now: number,
): PlanNight[] {
  const codesOf = typeof codes === 'function' ? codes : () => codes;
  const types = new Map(repo.roomTypes(venue).map((t) => [t.code, t]));
  const allPlans = repo.ratePlans(venue);
  const free = repo.roomsFree(venue, start, end, now);
  const nights: PlanNight[] = [];
  for (const date of dayRange(start, end)) {
    const wanted = new Set(codesOf(date).map((c) => c.toUpperCase()));
    const plans = allPlans.filter((p) => !p.code || wanted.has(p.code.toUpperCase()));
    for (const plan of plans) {
      const roomType = types.get(plan.room_type);
      if (!roomType) continue;
      const { begin, expire } = planValidity(plan.validity, date);
      nights.push({
        date,
        plan,
        roomType,
        roomsFree: free.get(plan.room_type)?.get(date) ?? 0,
        doubleRate: nightlyRate(plan.base_rate, date),
        beginDate: begin,
        expireDate: expire,
      });
    }
  }
  return nights;
}
