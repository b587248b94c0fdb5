import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cachedStayDay } from './cached-stay-day';
import type { CachedRate } from './stay-day';
import { VENUE_DEFAULTS } from './venue-config';

const DATE = '2025-12-05'; // a Friday
const rate = (over: Partial<CachedRate> = {}): CachedRate => ({
  RoomType: 'LKDBL',
  RateType: 'BB',
  NumRoomsAvail: 8,
  AvailMonSun: 'YYYYYYY',
  MaxOccupancy: 2,
  DoubleRate: 145.99,
  MinLength: 1,
  MaxLength: 0,
  BeginDate: '2025-01-01',
  ExpireDate: '2026-12-31',
  ...over,
});
const day = (...rates: CachedRate[]) => ({ date: DATE, rooms: 10, rates });
const exclusions = VENUE_DEFAULTS.lake.exclusions;

describe('cachedStayDay', () => {
  it('takes the cheapest double rate with rooms, floored to whole pounds', () => {
    const result = cachedStayDay(
      day(
        rate({ DoubleRate: 150 }),
        rate({ RateType: 'RO', DoubleRate: 119.99, NumRoomsAvail: 3 }),
      ),
      exclusions,
    );
    expect(result).toEqual({
      date: DATE,
      price: 119,
      roomsAvailable: 3,
      roomType: 'LKDBL',
      rateType: 'RO',
      offer: null,
      minNights: 1,
      maxNights: null,
      fixedStay: false,
      unavailable: null,
    });
  });

  it('skips rates without rooms, closed that weekday, for one guest, or out of their dates', () => {
    const result = cachedStayDay(
      day(
        rate({ DoubleRate: 200 }),
        rate({ DoubleRate: 90, NumRoomsAvail: 0 }),
        rate({ DoubleRate: 91, AvailMonSun: 'YYYYNYY' }), // Friday closed
        rate({ DoubleRate: 92, MaxOccupancy: 1 }),
        rate({ DoubleRate: 93, BeginDate: '2025-12-06' }),
        rate({ DoubleRate: 94, ExpireDate: '2025-12-04' }),
      ),
      exclusions,
    );
    expect(result.price).toBe(200);
  });

  it('takes rates valid on their first and last date', () => {
    expect(cachedStayDay(day(rate({ BeginDate: DATE, ExpireDate: DATE })), []).price).toBe(145);
  });

  it('leaves out the venue’s excluded rates by rate, by room and by minimum nights', () => {
    const result = cachedStayDay(
      day(
        rate({ DoubleRate: 180 }),
        rate({ RateType: 'STAFF', DoubleRate: 60 }),
        rate({ RateType: 'FLEX', RoomType: 'LODGE', MaxOccupancy: 6, DoubleRate: 70 }),
        rate({ RateType: 'LONG7', MinLength: 7, MaxLength: 28, DoubleRate: 80 }),
        rate({ RateType: 'FLEX', DoubleRate: 170 }),
      ),
      exclusions,
    );
    expect(result).toMatchObject({ price: 170, rateType: 'FLEX', roomType: 'LKDBL' });
    expect(cachedStayDay(day(rate({ RateType: 'STAFF', DoubleRate: 60 })), []).price).toBe(60);
  });

  it('gives the cheapest rate’s minimum and maximum nights', () => {
    const result = cachedStayDay(day(rate({ MinLength: 3, MaxLength: 7 })), []);
    expect(result).toMatchObject({ minNights: 3, maxNights: 7, fixedStay: false });
    expect(cachedStayDay(day(rate({ MinLength: 0 })), []).minNights).toBe(1);
  });

  it('is a fixed stay when minimum equals maximum above 1 and the rate expires at its end', () => {
    const fixed = rate({ MinLength: 2, MaxLength: 2, BeginDate: DATE, ExpireDate: '2025-12-07' });
    expect(cachedStayDay(day(fixed), []).fixedStay).toBe(true);
    expect(cachedStayDay(day({ ...fixed, ExpireDate: '2025-12-08' }), []).fixedStay).toBe(false);
    expect(cachedStayDay(day({ ...fixed, MaxLength: 3 }), []).fixedStay).toBe(false);
    const oneNight = { ...fixed, MinLength: 1, MaxLength: 1, ExpireDate: '2025-12-06' };
    expect(cachedStayDay(day(oneNight), []).fixedStay).toBe(false);
  });

  it('says why a night cannot be booked', () => {
    expect(cachedStayDay(day(), []).unavailable).toBe('no-rate');
    expect(cachedStayDay(day(rate({ MaxOccupancy: 1 })), []).unavailable).toBe('no-rate');
    expect(cachedStayDay(day(rate({ NumRoomsAvail: 0 })), []).unavailable).toBe('sold-out');
    expect(cachedStayDay(day(rate({ AvailMonSun: 'YYYYNYY' })), []).unavailable).toBe('closed');
    expect(
      cachedStayDay(day(rate({ AvailMonSun: 'YYYYNYY' }), rate({ NumRoomsAvail: 0 })), []),
    ).toMatchObject({ unavailable: 'closed', price: null, roomsAvailable: 0, rateType: null });
  });

  it('reads the weekday flag of the date whatever the time zone (Monday first)', () => {
    const monday = { date: '2025-12-01', rooms: 1, rates: [rate({ AvailMonSun: 'NYYYYYY' })] };
    const sunday = { date: '2025-12-07', rooms: 1, rates: [rate({ AvailMonSun: 'YYYYYYN' })] };
    expect(cachedStayDay(monday, []).unavailable).toBe('closed');
    expect(cachedStayDay(sunday, []).unavailable).toBe('closed');
    expect(cachedStayDay({ ...monday, date: '2025-12-02' }, []).unavailable).toBeNull();
  });
});

const rateArb = fc.record({
  RoomType: fc.constantFrom('LKDBL', 'LODGE', 'LKSUI'),
  RateType: fc.constantFrom('BB', 'RO', 'STAFF', 'FLEX', 'LONG7'),
  NumRoomsAvail: fc.integer({ min: 0, max: 12 }),
  AvailMonSun: fc.stringMatching(/^[YN]{7}$/),
  MaxOccupancy: fc.integer({ min: 1, max: 6 }),
  DoubleRate: fc.double({ min: 0, max: 900, noNaN: true }),
  MinLength: fc.integer({ min: 0, max: 8 }),
  MaxLength: fc.integer({ min: 0, max: 8 }),
  BeginDate: fc.constantFrom('2025-01-01', '2025-12-05', '2025-12-06'),
  ExpireDate: fc.constantFrom('2025-12-04', '2025-12-05', '2025-12-07', '2026-12-31'),
});

describe('cachedStayDay properties', () => {
  it('prices the night at the floor of a bookable rate no dearer than any other', () => {
    fc.assert(
      fc.property(fc.array(rateArb, { maxLength: 12 }), (rates) => {
        const result = cachedStayDay(day(...rates), exclusions);
        const bookable = rates.filter(
          (r) => cachedStayDay(day(r), exclusions).unavailable === null,
        );
        if (!bookable.length) {
          expect(result.price).toBeNull();
          expect(result.unavailable).not.toBeNull();
          return;
        }
        const cheapest = Math.min(...bookable.map((r) => r.DoubleRate));
        expect(result.price).toBe(Math.floor(cheapest));
        expect(Number.isInteger(result.price)).toBe(true);
        expect(result.unavailable).toBeNull();
        expect(result.roomsAvailable).toBeGreaterThan(0);
      }),
    );
  });

  it('does not depend on the order of the rates', () => {
    fc.assert(
      fc.property(fc.array(rateArb, { maxLength: 8 }), (rates) => {
        const a = cachedStayDay(day(...rates), exclusions);
        const b = cachedStayDay(day(...[...rates].reverse()), exclusions);
        expect(b.price).toBe(a.price);
        expect(b.unavailable).toBe(a.unavailable);
      }),
    );
  });

  it('is unchanged by adding a rate that no rule allows', () => {
    fc.assert(
      fc.property(
        fc.array(rateArb, { maxLength: 8 }),
        fc.constantFrom<Partial<CachedRate>>(
          { RateType: 'STAFF' },
          { MaxOccupancy: 1 },
          { NumRoomsAvail: 0 },
          { AvailMonSun: 'NNNNNNN' },
          { ExpireDate: '2025-12-04' },
          { MinLength: 6 },
        ),
        (rates, spoiler) => {
          const before = cachedStayDay(day(...rates), exclusions);
          const after = cachedStayDay(
            day(...rates, rate({ DoubleRate: 1, ...spoiler })),
            exclusions,
          );
          expect(after.price).toBe(before.price);
        },
      ),
    );
  });
});
