import { BOOKING_VAULT } from '../../src/domain/booking-vault';
import type { StayRatePlanRow } from './rows';
import type { StayInventoryRepo } from './stay-inventory-repo';

const { offers } = BOOKING_VAULT;

/**
 * Public lake plans whose rate ids are in the booking engine's offer lists (booking-engine.md
 * §9), so Book your Stay shows an offer price beside the normal price. Priced above the lake's
 * cheapest rates, so the calendars' cheapest prices do not change.
 */
export const OFFER_RATE_PLANS: readonly StayRatePlanRow[] = [
  {
    venue: 'lake',
    rate_type: offers.twentyPercentOff[0] ?? 'SAVE20',
    room_type: 'LKSUI',
    description: 'Suite Saver',
    base_rate: 320,
    avail_mon_sun: 'YYYYYYY',
    min_length: 1,
    max_length: 14,
    validity: 'year',
    code: null,
  },
  {
    venue: 'lake',
    rate_type: offers.fourthNightFree[0] ?? 'FOURTHFREE',
    room_type: 'LODGE',
    description: 'Lodge Long Stay',
    base_rate: 250,
    avail_mon_sun: 'YYYYYYY',
    min_length: 1,
    max_length: 28,
    validity: 'year',
    code: null,
  },
];

/** Adds the offer plans (idempotent). */
export function seedOfferPlans(repo: StayInventoryRepo): void {
  for (const plan of OFFER_RATE_PLANS) repo.addRatePlan(plan);
}
