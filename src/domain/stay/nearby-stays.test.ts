import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayLookup, stayDay, stayDays } from '../../testing/stay-days';
import { addDays } from '../calendar/calendar-day';
import { nearestBookableRange } from '../calendar/nearest-bookable-range';
import { nightsBetween } from './nights-between';
import { stayRangeProblem } from '../calendar/stay-range-problem';
import { stayTotal } from './stay-total';
import { nearbyMonths, nearbyStays } from './nearby-stays';

const soldOut = { unavailable: 'sold-out' as const, price: null };
const days = stayDays('2026-06-01', 50, {
  '2026-06-09': soldOut,
  '2026-06-10': soldOut,
  '2026-06-14': { price: 200 },
});
const dayOf = dayLookup(days);
const today = '2026-06-01';

describe('nearestBookableRange, one side and the same nights', () => {
  it('looks only later or only earlier, never at the arrival itself', () => {
    const later = { today, direction: 'later' as const };
    expect(nearestBookableRange('2026-06-12', 2, dayOf, later)).toEqual({
      start: '2026-06-13',
      end: '2026-06-15',
    });
    const earlier = { today, direction: 'earlier' as const };
    expect(nearestBookableRange('2026-06-10', 2, dayOf, earlier)).toEqual({
      start: '2026-06-07',
      end: '2026-06-09',
    });
  });
  it('keeps the nights asked for with sameNights, where the rate would need more', () => {
    const threeNights = dayLookup(stayDays('2026-06-01', 20, { '2026-06-05': { minNights: 3 } }));
    const options = { today, direction: 'later' as const };
    expect(nearestBookableRange('2026-06-04', 1, threeNights, options)).toEqual({
      start: '2026-06-05',
      end: '2026-06-08',
    });
    expect(
      nearestBookableRange('2026-06-04', 1, threeNights, { ...options, sameNights: true }),
    ).toEqual({ start: '2026-06-06', end: '2026-06-07' });
  });
});

describe('nearbyStays', () => {
  it('offers the nearest stay of the same length before and after, each with its total', () => {
    expect(nearbyStays('2026-06-09', 2, dayOf, today)).toEqual([
      { start: '2026-06-07', end: '2026-06-09', side: 'earlier', total: 240 },
      { start: '2026-06-11', end: '2026-06-13', side: 'later', total: 240 },
    ]);
    // A dearer night is in the total, to the penny of the engine's price.
    expect(nearbyStays('2026-06-10', 4, dayOf, today)[1]).toEqual({
      start: '2026-06-11',
      end: '2026-06-15',
      side: 'later',
      total: 120 * 3 + 200,
    });
  });
  it('never before today, and nothing where nothing is loaded or free', () => {
    expect(nearbyStays('2026-06-09', 2, dayOf, '2026-06-08')).toEqual([
      { start: '2026-06-11', end: '2026-06-13', side: 'later', total: 240 },
    ]);
    const full = dayLookup(stayDays('2026-06-01', 50, {}).map((d) => stayDay(d.date, soldOut)));
    expect(nearbyStays('2026-06-20', 2, full, today)).toEqual([]);
    expect(nearbyStays('2027-06-20', 2, dayOf, today)).toEqual([]);
  });
  it('property: every stay offered is bookable, as long as asked, and on its own side', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(null, null, 'sold-out' as const), {
          minLength: 90,
          maxLength: 90,
        }),
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (flags, at, nights) => {
          const lookup = dayLookup(
            flags.map((u, i) =>
              stayDay(addDays('2026-06-01', i), { unavailable: u, price: u ? null : 95 }),
            ),
          );
          const arrival = addDays('2026-06-01', at);
          for (const stay of nearbyStays(arrival, nights, lookup, '2026-06-03')) {
            expect(stay.start >= '2026-06-03').toBe(true);
            expect(nightsBetween(stay.start, stay.end)).toBe(nights);
            expect(stay.side === 'earlier' ? stay.start < arrival : stay.start > arrival).toBe(
              true,
            );
            expect(stayRangeProblem(stay.start, stay.end, lookup)).toBe(null);
            expect(stay.total).toBe(stayTotal(stay.start, stay.end, lookup));
          }
        },
      ),
    );
  });
});

describe('nearbyMonths', () => {
  it('covers every arrival tried and every night of the stays, from this month on', () => {
    expect(nearbyMonths('2026-06-10', 2, '2026-03-14')).toEqual(['2026-05', '2026-06', '2026-07']);
    expect(nearbyMonths('2026-03-20', 3, '2026-03-14')).toEqual(['2026-03', '2026-04']);
    expect(nearbyMonths('2026-12-20', 14, '2026-03-14')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
