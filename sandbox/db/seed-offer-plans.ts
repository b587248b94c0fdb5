import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
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

type PlanFields = Omit<StayRatePlanRow, 'avail_mon_sun' | 'min_length' | 'validity' | 'code'>;
const plan = (row: PlanFields & Partial<StayRatePlanRow>): StayRatePlanRow => ({
  avail_mon_sun: 'YYYYYYY',
  min_length: 1,
  validity: 'year',
  code: null,
  ...row,
});

/**
 * Issue 17: the inventory and the vault agree. The 15 percent offer on a room of the vault's
 * 15 percent room codes (the lake's double; the old vault's LDBL and LSTE); rates not for the
 * public beside the staff rate (MEMBER, TRADE: the vault's `rateAudiences`); and the inn's own
 * rate codes (BBBR, BBIS, the only ones the inn sells, booking-engine.md §9) made public, so the
 * calendars and the engine sell them alike without a promo.
 */
export const TRUST_RATE_PLANS: readonly StayRatePlanRow[] = [
  plan({
    venue: 'lake',
    rate_type: offers.fifteenPercentOff[0] ?? 'SAVE15',
    room_type: 'LKDBL',
    description: 'Save 15%',
    base_rate: 165,
    max_length: 14,
  }),
  plan({
    venue: 'lake',
    rate_type: 'MEMBER',
    room_type: 'LKDBL',
    description: 'Members’ Rate',
    base_rate: 100,
    max_length: 14,
  }),
  plan({
    venue: 'lake',
    rate_type: 'TRADE',
    room_type: 'LKSUI',
    description: 'Trade Rate',
    base_rate: 180,
    max_length: 14,
  }),
  plan({
    venue: 'inn',
    rate_type: 'BBBR',
    room_type: 'INNDBL',
    description: 'Bed, Breakfast & Bar Supper',
    base_rate: 79,
    avail_mon_sun: 'NYYYYYY',
    max_length: 7,
  }),
  plan({
    venue: 'inn',
    rate_type: 'BBIS',
    room_type: 'INNFAM',
    description: 'Inn Special',
    base_rate: 85,
    avail_mon_sun: 'NYYYYYY',
    max_length: 7,
  }),
];

/** Puts the issue-17 plans (a plan already there is replaced). */
export function seedTrustPlans(repo: StayInventoryRepo): void {
  for (const row of TRUST_RATE_PLANS) repo.putRatePlan(row);
}
