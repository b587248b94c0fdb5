import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CachedCalendarRequestSchema,
  CachedCalendarSchema,
  CheapestRatesQuerySchema,
  CheapestRatesSchema,
} from './stay-prices';

const record = {
  RoomType: 'LKDBL',
  RateType: 'BB',
  NumRoomsAvail: 4,
  AvailMonSun: 'YYYYYNN',
  MaxOccupancy: 2,
  DoubleRate: 145.5,
  MinLength: 1,
  MaxLength: 0,
  BeginDate: '2025-01-01',
  ExpireDate: '2025-12-31',
};

describe('stay price schemas', () => {
  it('read the cached calendar as ResortSuite may send it', () => {
    const [day] = v.parse(CachedCalendarSchema, [
      {
        date: '2025-12-05T00:00:00',
        rooms: '12',
        rates: [
          {
            ...record,
            RoomType: 101,
            NumRoomsAvail: '4',
            AvailMonSun: ['Y', 'Y', 'Y', 'Y', 'Y', 'N', 'N'],
            DoubleRate: '145.50',
            MinLength: null,
            MaxLength: undefined,
            BeginDate: '2025-01-01T00:00:00',
          },
        ],
      },
    ]);
    expect(day).toEqual({
      date: '2025-12-05',
      rooms: 12,
      rates: [{ ...record, RoomType: '101', MinLength: 0, MaxLength: 0 }],
    });
  });

  it('refuse records that cannot be priced', () => {
    const bad = (over: object) =>
      v.safeParse(CachedCalendarSchema, [
        { date: '2025-12-05', rooms: 1, rates: [{ ...record, ...over }] },
      ]).success;
    expect(bad({})).toBe(true);
    expect(bad({ DoubleRate: 'free' })).toBe(false);
    expect(bad({ NumRoomsAvail: -1 })).toBe(false);
    expect(bad({ ExpireDate: '2025-13-01' })).toBe(false);
    expect(bad({ RoomType: null })).toBe(false);
  });

  it('read live entries, with closed optional and the offer as text', () => {
    const answer = v.parse(CheapestRatesSchema, {
      cheapest_rates: [
        { date: '2026-02-01', rate: '99.9', room_type: 'X', offer: null, available: 3 },
      ],
    });
    expect(answer.cheapest_rates[0]).toEqual({
      date: '2026-02-01',
      rate: 99.9,
      room_type: 'X',
      offer: null,
      available: 3,
      closed: false,
    });
    expect(v.safeParse(CheapestRatesSchema, { cheapest_rates: [{ date: 'x' }] }).success).toBe(
      false,
    );
  });

  it('check the requests: known venue, real dates, end not before start, at most 400 days', () => {
    const ok = { venue: 'lake', start: '2026-01-01', end: '2026-01-31' };
    expect(v.parse(CachedCalendarRequestSchema, ok)).toEqual({ ...ok, promo: '' });
    expect(v.safeParse(CachedCalendarRequestSchema, { ...ok, venue: 'castle' }).success).toBe(
      false,
    );
    expect(v.safeParse(CachedCalendarRequestSchema, { ...ok, end: '2025-12-31' }).success).toBe(
      false,
    );
    expect(v.safeParse(CachedCalendarRequestSchema, { ...ok, end: '2027-03-01' }).success).toBe(
      false,
    );
    const query = { start_date: '2026-01-01', end_date: '2026-01-01' };
    expect(v.parse(CheapestRatesQuerySchema, query)).toEqual({ ...query, offer: '' });
    expect(v.safeParse(CheapestRatesQuerySchema, { start_date: '2026-01-01' }).success).toBe(false);
  });
});
