import type { CachedRate } from '../../src/domain/calendar/stay-day';
import type { CachedCalendarRequest } from '../../src/schemas/stay-prices';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { planNights } from './plan-nights';

/**
 * The lake's cached calendar (`POST /api/cached/calendar`): per date, the rooms free and every
 * rate record as the PMS cache holds it — the calendar applies the rules (public-site.md §9).
 */
export function cachedCalendar(
  repo: StayInventoryRepo,
  request: CachedCalendarRequest,
  now: number,
): { date: string; rooms: number; rates: CachedRate[] }[] {
  const { venue, start, end, promo } = request;
  const nights = planNights(repo, venue, start, end, promo.trim() ? [promo.trim()] : [], now);
  const days = new Map<string, { rooms: Map<string, number>; rates: CachedRate[] }>();
  for (const night of nights) {
    let day = days.get(night.date);
    if (!day) days.set(night.date, (day = { rooms: new Map(), rates: [] }));
    day.rooms.set(night.roomType.code, night.roomsFree);
    day.rates.push({
      RoomType: night.plan.room_type,
      RateType: night.plan.rate_type,
      NumRoomsAvail: night.roomsFree,
      AvailMonSun: night.plan.avail_mon_sun,
      MaxOccupancy: night.roomType.max_occupancy,
      DoubleRate: night.doubleRate,
      MinLength: night.plan.min_length,
      MaxLength: night.plan.max_length,
      BeginDate: night.beginDate,
      ExpireDate: night.expireDate,
    });
  }
  return [...days].map(([date, day]) => ({
    date,
    rooms: [...day.rooms.values()].reduce((a, b) => a + b, 0),
    rates: day.rates,
  }));
}
