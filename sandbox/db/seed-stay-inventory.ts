import type { StayRatePlanRow, StayRoomTypeRow } from './rows';
import type { StayInventoryRepo } from './stay-inventory-repo';

type Plan = Omit<StayRatePlanRow, 'venue' | 'min_length' | 'max_length' | 'validity' | 'code'> &
  Partial<Pick<StayRatePlanRow, 'min_length' | 'max_length' | 'validity' | 'code'>>;

const ALL_WEEK = 'YYYYYYY';
/** The inn takes no arrivals on Mondays: every plan of it is closed that day. */
const NO_MONDAYS = 'NYYYYYY';

/**
 * Room types and rate plans of the three venues, chosen so that the calendars show every rule
 * of public-site.md §9 somewhere in any month: a cheaper rate excluded by rate type (STAFF), by
 * room (FLEX in a lodge) and by minimum nights (LONG7); a single room sleeping one; an early-bird
 * rate valid only on the month's first ten days; room only closed to Saturday arrivals; a fixed
 * two-night weekend stay arriving Fridays (min = max = 2); promo and offer-code plans; and an
 * inn closed to Monday arrivals. Sold-out and low nights come from the house occupancy.
 */
export const STAY_ROOM_TYPES: readonly StayRoomTypeRow[] = [
  {
    venue: 'lake',
    code: 'LKDBL',
    description: 'Lakeside Double',
    total_rooms: 20,
    max_occupancy: 2,
  },
  {
    venue: 'lake',
    code: 'LKSUI',
    description: 'Lake View Suite',
    total_rooms: 6,
    max_occupancy: 4,
  },
  { venue: 'lake', code: 'LODGE', description: 'Woodland Lodge', total_rooms: 8, max_occupancy: 6 },
  { venue: 'lake', code: 'LKSGL', description: 'Garden Single', total_rooms: 4, max_occupancy: 1 },
  {
    venue: 'seaside',
    code: 'SVDBL',
    description: 'Sea View Double',
    total_rooms: 16,
    max_occupancy: 2,
  },
  {
    venue: 'seaside',
    code: 'GOLF',
    description: 'Golfers’ Twin',
    total_rooms: 10,
    max_occupancy: 2,
  },
  { venue: 'inn', code: 'INNDBL', description: 'Inn Double', total_rooms: 8, max_occupancy: 2 },
  { venue: 'inn', code: 'INNFAM', description: 'Family Room', total_rooms: 3, max_occupancy: 4 },
];

const LAKE: readonly Plan[] = [
  {
    rate_type: 'BB',
    room_type: 'LKDBL',
    description: 'Bed & Breakfast',
    base_rate: 145,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'BB',
    room_type: 'LKSUI',
    description: 'Bed & Breakfast',
    base_rate: 260,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'BB',
    room_type: 'LODGE',
    description: 'Bed & Breakfast',
    base_rate: 230,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'BB',
    room_type: 'LKSGL',
    description: 'Bed & Breakfast',
    base_rate: 70,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'RO',
    room_type: 'LKDBL',
    description: 'Room Only',
    base_rate: 120,
    avail_mon_sun: 'YYYYYNY',
    max_length: 28,
  },
  {
    rate_type: 'WKND2',
    room_type: 'LKDBL',
    description: 'Weekend Break, two nights',
    base_rate: 89,
    avail_mon_sun: 'NNNNYNN',
    min_length: 2,
    max_length: 2,
    validity: 'weekend',
  },
  {
    rate_type: 'EARLY',
    room_type: 'LKDBL',
    description: 'Early Bird',
    base_rate: 110,
    avail_mon_sun: ALL_WEEK,
    max_length: 14,
    validity: 'early-month',
  },
  {
    rate_type: 'STAFF',
    room_type: 'LKDBL',
    description: 'Staff Rate',
    base_rate: 60,
    avail_mon_sun: ALL_WEEK,
    max_length: 7,
  },
  {
    rate_type: 'FLEX',
    room_type: 'LODGE',
    description: 'Flexible',
    base_rate: 90,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'FLEX',
    room_type: 'LKDBL',
    description: 'Flexible',
    base_rate: 135,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'LONG7',
    room_type: 'LKDBL',
    description: 'Seven Nights',
    base_rate: 85,
    avail_mon_sun: ALL_WEEK,
    min_length: 7,
    max_length: 28,
  },
  {
    rate_type: 'WELCOME',
    room_type: 'LKDBL',
    description: 'Welcome Offer',
    base_rate: 99,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
    code: 'WELCOME',
  },
];

const SEASIDE: readonly Plan[] = [
  {
    rate_type: 'BB',
    room_type: 'SVDBL',
    description: 'Bed & Breakfast',
    base_rate: 135,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'BB',
    room_type: 'GOLF',
    description: 'Bed & Breakfast',
    base_rate: 125,
    avail_mon_sun: ALL_WEEK,
    max_length: 28,
  },
  {
    rate_type: 'DBB',
    room_type: 'SVDBL',
    description: 'Dinner, Bed & Breakfast',
    base_rate: 175,
    avail_mon_sun: ALL_WEEK,
    min_length: 2,
    max_length: 14,
  },
  {
    rate_type: 'GOLFWINTER',
    room_type: 'GOLF',
    description: 'Winter Golf Break',
    base_rate: 95,
    avail_mon_sun: ALL_WEEK,
    max_length: 7,
    code: 'GOLFWINTER',
  },
  {
    rate_type: 'SEAWINTER',
    room_type: 'SVDBL',
    description: 'Winter by the Sea',
    base_rate: 105,
    avail_mon_sun: ALL_WEEK,
    max_length: 7,
    code: 'SEAWINTER',
  },
];

const INN: readonly Plan[] = [
  {
    rate_type: 'RO',
    room_type: 'INNDBL',
    description: 'Room Only',
    base_rate: 89,
    avail_mon_sun: NO_MONDAYS,
    max_length: 14,
  },
  {
    rate_type: 'BB',
    room_type: 'INNDBL',
    description: 'Bed & Breakfast',
    base_rate: 99,
    avail_mon_sun: NO_MONDAYS,
    max_length: 14,
  },
  {
    rate_type: 'BB',
    room_type: 'INNFAM',
    description: 'Bed & Breakfast',
    base_rate: 129,
    avail_mon_sun: NO_MONDAYS,
    max_length: 14,
  },
  {
    rate_type: 'BBBR',
    room_type: 'INNDBL',
    description: 'Bed, Breakfast & Bar Supper',
    base_rate: 79,
    avail_mon_sun: NO_MONDAYS,
    max_length: 7,
    code: 'BBBR',
  },
  {
    rate_type: 'BBIS',
    room_type: 'INNFAM',
    description: 'Inn Special',
    base_rate: 85,
    avail_mon_sun: NO_MONDAYS,
    max_length: 7,
    code: 'BBIS',
  },
];

export const STAY_RATE_PLANS: readonly StayRatePlanRow[] = (
  [
    ['lake', LAKE],
    ['seaside', SEASIDE],
    ['inn', INN],
  ] as const
).flatMap(([venue, plans]) =>
  plans.map((plan) => ({
    min_length: 1,
    max_length: 0,
    validity: 'year' as const,
    code: null,
    ...plan,
    venue,
  })),
);

/** A group booking over Christmas 2025 at the lake, so holds show in pinned calendars. */
export const SEEDED_STAY_BOOKING = {
  venue: 'lake',
  roomType: 'LKSUI',
  rateType: 'BB',
  arrival: '2025-12-24',
  departure: '2025-12-27',
  rooms: 1,
  status: 'booked',
} as const;

/** Fills the stay inventory (idempotent: existing rows are kept). */
export function seedStayInventory(repo: StayInventoryRepo, now: number): void {
  for (const type of STAY_ROOM_TYPES) repo.addRoomType(type);
  for (const plan of STAY_RATE_PLANS) repo.addRatePlan(plan);
  repo.hold(SEEDED_STAY_BOOKING, now);
}
