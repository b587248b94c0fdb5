import { BOOKING_VAULT } from '../../src/domain/booking-vault';
import { addDays } from '../../src/domain/calendar-day';
import { locationRates } from '../../src/domain/location-rates';
import { mondayIndex } from '../../src/domain/monday-index';
import { nightsBetween } from '../../src/domain/nights-between';
import type { Venue } from '../../src/domain/stay-day';
import type { RoomRateOptionAnswer } from '../../src/schemas/rates';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { planNights, type PlanNight } from './plan-nights';
import { roomInfo } from './room-info';

export interface StaySearch {
  venue: Venue;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  promo: string;
}

/** A rate plan's offer for a whole stay, as `/rs/get-rates` answers it. */
export type StayRate = RoomRateOptionAnswer & { readonly venue: Venue };

/** Whether one plan can sell this whole stay, judged from its nights (first night first). */
function sells(nights: readonly PlanNight[], search: StaySearch, count: number): boolean {
  const first = nights[0];
  if (!first || nights.length !== count) return false;
  const { plan, roomType } = first;
  if (search.adults + search.children > roomType.max_occupancy) return false;
  if (count < Math.max(1, plan.min_length)) return false;
  if (plan.max_length > 0 && count > plan.max_length) return false;
  if (plan.avail_mon_sun.charAt(mondayIndex(search.arrival)).toUpperCase() === 'N') return false;
  return nights.every((n) => n.roomsFree >= 1 && n.date >= n.beginDate && n.date <= n.expireDate);
}

/**
 * The rates of a stay (booking-engine.md §7 `/rs/get-rates`) from the one stay inventory the
 * calendars read: a plan is offered only when every night of the stay has a room free and the
 * plan valid, the stay's length is within its minimum and maximum, it is open to arrivals that
 * weekday, the room sleeps the adults and children (babies in a cot are not counted), and — for
 * a coded plan — the promo names it. At the inn only its own rate codes (BBBR, BBIS,
 * booking-engine.md §9) are offered, without a promo; elsewhere never. Price is the sum of the
 * nightly rates, pounds and pence.
 */
export function stayRates(repo: StayInventoryRepo, search: StaySearch, now: number): StayRate[] {
  const count = nightsBetween(search.arrival, search.departure);
  if (count < 1) return [];
  const lastNight = addDays(search.departure, -1);
  const innCodes = BOOKING_VAULT.innRateCodes;
  const codes = [
    ...(search.promo.trim() ? [search.promo.trim()] : []),
    ...(search.venue === 'inn' ? innCodes : []),
  ];
  const byPlan = new Map<string, PlanNight[]>();
  for (const night of planNights(repo, search.venue, search.arrival, lastNight, codes, now)) {
    const key = `${night.plan.room_type}\u0000${night.plan.rate_type}`;
    const list = byPlan.get(key) ?? [];
    list.push(night);
    byPlan.set(key, list);
  }
  const rates: StayRate[] = [];
  for (const nights of byPlan.values()) {
    if (!sells(nights, search, count)) continue;
    const { plan, roomType } = nights[0]!;
    const pence = nights.reduce((sum, n) => sum + Math.round(n.doubleRate * 100), 0);
    rates.push({
      venue: search.venue,
      PMSRoomTypeId: roomType.code,
      PMSRateTypeId: plan.rate_type,
      PMSRoomTypeDesc: roomType.description,
      PMSRoomDesc: `${roomType.description}, sleeps ${roomType.max_occupancy}`,
      PMSRoomTypeImage: '',
      Price: pence / 100,
      AverageRate: Math.round(pence / count) / 100,
      NumRoomsAvail: Math.min(...nights.map((n) => n.roomsFree)),
      NightlyRates: nights.map((n) => n.doubleRate),
      RateInfo: {
        PMSRateTypeId: plan.rate_type,
        PMSRateTypeDesc: plan.description,
        PMSRateTypeCustDesc: plan.description,
        PMSRateTypeImage: '',
      },
      RoomInfo: roomInfo(roomType.code, roomType.description),
    });
  }
  return locationRates(rates, search.venue, innCodes);
}
