import { describe, expect, it } from 'vitest';
import { dayLookup, stayDay, stayDays } from '../../testing/stay-days';
import type { RateNight } from '../rates/rate-night';
import { shortestStay, shortestStays } from './shortest-stay';
import { stayTotal } from '../stay/stay-total';
import { dayName } from './day-name';

const night = (date: string, over: Partial<RateNight>): RateNight => ({
  date,
  roomType: 'DBL',
  rateType: 'BB',
  offerCode: null,
  rate: 100,
  roomsFree: 5,
  arrivalOpen: true,
  maxOccupancy: 4,
  minNights: 1,
  maxNights: null,
  expires: null,
  ...over,
});

describe('shortestStay', () => {
  const days = stayDays('2026-03-01', 10, {
    '2026-03-02': { minNights: 2, price: 141 },
    '2026-03-04': { unavailable: 'sold-out', price: null, roomsAvailable: 0 },
    '2026-03-05': { unavailable: 'closed' },
  });
  const dayOf = dayLookup(days);

  it('is one night at the night’s price on an unrestricted day', () => {
    expect(shortestStay('2026-03-01', dayOf)).toEqual({ nights: 1, total: 120 });
  });

  it('is the minimum stay, priced night by night', () => {
    expect(shortestStay('2026-03-02', dayOf)).toEqual({ nights: 2, total: 261 });
  });

  it('is none on a day a guest cannot arrive on, or whose stay is not loaded', () => {
    expect(shortestStay('2026-03-04', dayOf)).toBe(null);
    expect(shortestStay('2026-03-05', dayOf)).toBe(null);
    expect(shortestStay('2026-04-01', dayOf)).toBe(null);
    const last = stayDay('2026-03-31', { minNights: 3 });
    expect(shortestStay('2026-03-31', dayLookup([last]))).toBe(null);
  });

  it('is the stay total the departure shows, whichever plan is cheapest for those nights', () => {
    // The day's own plan needs 3 nights at 90; another plan allows 1 night at 100, then 10.
    const dates = ['2026-05-01', '2026-05-02', '2026-05-03'];
    const rates = (date: string, i: number) => [
      night(date, { rateType: 'MIN3', rate: 90, minNights: 3 }),
      night(date, { rateType: 'FLEX', rate: i === 0 ? 100 : 10 }),
    ];
    const days = dates.map((date, i) =>
      stayDay(date, { rates: rates(date, i), minNights: 3, price: 90 }),
    );
    const dayOf = dayLookup(days);
    expect(shortestStay('2026-05-01', dayOf)).toEqual({
      nights: 3,
      total: stayTotal('2026-05-01', '2026-05-04', dayOf),
    });
    expect(shortestStay('2026-05-01', dayOf)!.total).toBe(120);
  });

  it('works each date out once for one set of days', () => {
    let asked = 0;
    const counted = (date: string) => {
      asked++;
      return dayOf(date);
    };
    const of = shortestStays(counted);
    expect(of('2026-03-02')).toEqual({ nights: 2, total: 261 });
    const once = asked;
    expect(of('2026-03-02')).toEqual({ nights: 2, total: 261 });
    expect(of('2026-03-04')).toBe(null);
    expect(of('2026-03-04')).toBe(null);
    expect(asked).toBe(once + 1);
  });
});

describe('dayName', () => {
  it.each([
    ['2026-12-26', 'Saturday 26 December 2026'],
    ['2026-02-01', 'Sunday 1 February 2026'],
    ['2028-02-29', 'Tuesday 29 February 2028'],
  ])('%s is %s', (iso, name) => {
    expect(dayName(iso)).toBe(name);
  });
});
