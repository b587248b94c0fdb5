import { dayRange } from '../../src/domain/calendar/day-range';
import type { Venue } from '../../src/domain/calendar/stay-day';
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

/** A plan on a night without its rooms free: what depends on the date and codes only. */
type PlanDay = Omit<PlanNight, 'roomsFree'>;

/**
 * The plans of a night, per rate plan list (a new list when a plan is added or replaced, so a
 * stale entry is never read) and per date and codes: worked out once, not again for every
 * price call and every plan of it. Bounded: the cache starts afresh past a year of venues.
 */
const planDays = new WeakMap<readonly StayRatePlanRow[], Map<string, readonly PlanDay[]>>();
const MAX_CACHED_DAYS = 20_000;

function planDaysOf(
  allPlans: readonly StayRatePlanRow[],
  types: readonly StayRoomTypeRow[],
  date: string,
  codes: readonly string[],
): readonly PlanDay[] {
  let byKey = planDays.get(allPlans);
  if (!byKey) planDays.set(allPlans, (byKey = new Map()));
  const wanted = new Set(codes.map((c) => c.toUpperCase()));
  const key = `${date}|${[...wanted].sort().join(',')}`;
  const known = byKey.get(key);
  if (known) return known;
  const typeOf = new Map(types.map((t) => [t.code, t]));
  const days: PlanDay[] = [];
  for (const plan of allPlans) {
    if (plan.code && !wanted.has(plan.code.toUpperCase())) continue;
    const roomType = typeOf.get(plan.room_type);
    if (!roomType) continue;
    const { begin, expire } = planValidity(plan.validity, date);
    days.push({
      date,
      plan,
      roomType,
      doubleRate: nightlyRate(plan.base_rate, date),
      beginDate: begin,
      expireDate: expire,
    });
  }
  if (byKey.size >= MAX_CACHED_DAYS) byKey.clear();
  byKey.set(key, days);
  return days;
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
  const types = repo.roomTypes(venue);
  const allPlans = repo.ratePlans(venue);
  const free = repo.roomsFree(venue, start, end, now);
  const nights: PlanNight[] = [];
  for (const date of dayRange(start, end)) {
    for (const day of planDaysOf(allPlans, types, date, codesOf(date))) {
      nights.push({ ...day, roomsFree: free.get(day.plan.room_type)?.get(date) ?? 0 });
    }
  }
  return nights;
}
