import { describe, expect, it } from 'vitest';
import { arrivalDay } from '../calendar/arrival-day';
import { BOOKING_VAULT } from '../rates/booking-vault';
import { addDays } from '../calendar/calendar-day';
import { liveRateNights } from '../rates/live-rate-nights';
import { cachedRateNights } from '../rates/cached-rate-nights';
import { isRateForSale, type SaleRules } from '../rates/rate-for-sale';
import type { RateNight } from '../rates/rate-night';
import { stayQuotes } from './stay-quotes';

const offers = BOOKING_VAULT.offers;

const night = (date: string, overrides: Partial<RateNight> = {}): RateNight => ({
  date,
  roomType: 'LKDBL',
  rateType: 'BB',
  offerCode: null,
  rate: 100,
  roomsFree: 5,
  arrivalOpen: true,
  maxOccupancy: 2,
  minNights: 1,
  maxNights: null,
  expires: null,
  ...overrides,
});

/** Nights from `from`, one list per date, with the given plans (date-less nights). */
function lookup(from: string, days: readonly (readonly Partial<RateNight>[])[]) {
  const byDate = new Map(
    days.map((plans, i) => {
      const date = addDays(from, i);
      return [date, plans.map((p) => night(date, p))];
    }),
  );
  return (date: string) => byDate.get(date);
}

describe('stayQuotes: the one stay rule', () => {
  it('sells a plan only when it has a room every night, never mixing plans', () => {
    const nightsOf = lookup('2026-02-06', [
      [{ rateType: 'WKND', rate: 90, minNights: 2, maxNights: 2 }, { rate: 140 }],
      [
        { rateType: 'WKND', rate: 90, arrivalOpen: false },
        { rate: 150, arrivalOpen: false },
      ],
      [{ rate: 120 }],
    ]);
    const two = stayQuotes('2026-02-06', 2, nightsOf, offers)!;
    expect(two.map((q) => [q.rateType, q.total])).toEqual([
      ['WKND', 180],
      ['BB', 290],
    ]);
    // A night closed to arrivals is still stayed through; the weekend plan stops at two nights.
    const three = stayQuotes('2026-02-06', 3, nightsOf, offers)!;
    expect(three.map((q) => [q.rateType, q.total])).toEqual([['BB', 410]]);
    // Not loaded: unknown, not "not bookable".
    expect(stayQuotes('2026-02-06', 4, nightsOf, offers)).toBe(null);
  });

  it('refuses a closed arrival, too short or too long a stay, and a night without a room', () => {
    const closed = lookup('2026-02-02', [[{ arrivalOpen: false }], [{}]]);
    expect(stayQuotes('2026-02-02', 2, closed, offers)).toEqual([]);
    const limits = lookup('2026-02-02', [[{ minNights: 2, maxNights: 3 }], [{}], [{}], [{}]]);
    expect(stayQuotes('2026-02-02', 1, limits, offers)).toEqual([]);
    expect(stayQuotes('2026-02-02', 2, limits, offers)).toHaveLength(1);
    expect(stayQuotes('2026-02-02', 4, limits, offers)).toEqual([]);
    const full = lookup('2026-02-02', [[{}], [{ roomsFree: 0 }]]);
    expect(stayQuotes('2026-02-02', 2, full, offers)).toEqual([]);
  });

  it('charges the offer price, as book-pms does', () => {
    const nightsOf = lookup('2026-02-02', [
      [{ rateType: 'SAVE15', rate: 100.5 }],
      [{ rateType: 'SAVE15', rate: 100.5 }],
    ]);
    const [quote] = stayQuotes('2026-02-02', 2, nightsOf, offers)!;
    expect(quote).toMatchObject({ price: 201, offer: 'fifteenpcoff', total: 170.85 });
  });
});

describe('arrivalDay', () => {
  it('shows the plan whose shortest stay costs least a night, with its limits', () => {
    const nightsOf = lookup('2026-02-06', [
      [
        { rateType: 'WKND', rate: 90, minNights: 2, maxNights: 2, expires: '2026-02-08' },
        { rate: 140 },
      ],
      [{ rateType: 'WKND', rate: 91, arrivalOpen: false }, { rate: 150 }],
    ]);
    expect(arrivalDay('2026-02-06', nightsOf, offers)).toMatchObject({
      price: 90,
      rateType: 'WKND',
      minNights: 2,
      maxNights: 2,
      fixedStay: true,
      unavailable: null,
    });
  });

  it('says why a day cannot start a stay: no rate, sold out, or closed to arrivals', () => {
    const nightsOf = lookup('2026-02-02', [[], [{ roomsFree: 0 }], [{ arrivalOpen: false }]]);
    expect(arrivalDay('2026-02-02', nightsOf, offers).unavailable).toBe('no-rate');
    expect(arrivalDay('2026-02-03', nightsOf, offers).unavailable).toBe('sold-out');
    expect(arrivalDay('2026-02-04', nightsOf, offers).unavailable).toBe('closed');
  });
});

describe('isRateForSale', () => {
  const rules: SaleRules = {
    venue: 'lake',
    exclusions: [{ roomTypes: ['LODGE'], rateTypes: ['FLEX'] }],
    guests: 2,
    audiences: [],
    vault: BOOKING_VAULT,
  };
  it('keeps out rates not for the public, unless the customer is of their audience', () => {
    expect(isRateForSale(night('2026-02-02', { rateType: 'STAFF' }), rules)).toBe(false);
    expect(isRateForSale(night('2026-02-02', { rateType: 'MEMBER' }), rules)).toBe(false);
    const staff = { ...rules, audiences: ['staff' as const] };
    expect(isRateForSale(night('2026-02-02', { rateType: 'STAFF' }), staff)).toBe(true);
    expect(isRateForSale(night('2026-02-02', { rateType: 'TRADE' }), staff)).toBe(false);
  });
  it('applies the party, the venue’s exclusions and the inn’s own codes', () => {
    expect(isRateForSale(night('2026-02-02', { maxOccupancy: 1 }), rules)).toBe(false);
    expect(isRateForSale(night('2026-02-02', { roomType: 'LODGE', rateType: 'FLEX' }), rules)).toBe(
      false,
    );
    expect(isRateForSale(night('2026-02-02', { rateType: 'BBBR' }), rules)).toBe(false);
    const inn = { ...rules, venue: 'inn' as const };
    expect(isRateForSale(night('2026-02-02', { rateType: 'BBBR' }), inn)).toBe(true);
    expect(isRateForSale(night('2026-02-02', { rateType: 'BB' }), inn)).toBe(false);
  });
});

describe('rate nights from the two services', () => {
  it('reads a cached record: validity, weekday arrival flag, limits', () => {
    const rate = {
      RoomType: 'LKDBL',
      RateType: 'RO',
      NumRoomsAvail: 3,
      AvailMonSun: 'YYYYYNY',
      MaxOccupancy: 2,
      DoubleRate: 120,
      MinLength: 0,
      MaxLength: 0,
      BeginDate: '2026-01-01',
      ExpireDate: '2026-12-31',
    };
    const [saturday] = cachedRateNights({ date: '2026-02-07', rooms: 3, rates: [rate] });
    expect(saturday).toMatchObject({
      arrivalOpen: false,
      minNights: 1,
      maxNights: null,
      roomsFree: 3,
    });
    expect(cachedRateNights({ date: '2027-01-01', rooms: 3, rates: [rate] })).toEqual([]);
  });
  it('reads a live entry: closed closes arrivals only; missing limits mean none', () => {
    const [entry] = liveRateNights([
      {
        date: '2026-03-02',
        rate: 80.1,
        room_type: 'INNDBL',
        offer: '',
        available: 4,
        closed: true,
      },
    ]);
    expect(entry).toMatchObject({
      arrivalOpen: false,
      roomsFree: 4,
      maxOccupancy: 2,
      minNights: 1,
      maxNights: null,
      offerCode: null,
    });
  });
});
