import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayLookup, stayDay, stayDays } from '../../testing/stay-days';
import { addDays } from './calendar-day';
import { nearestBookableRange } from './nearest-bookable-range';
import { nightsBetween } from '../stay/nights-between';
import { stayRangeProblem } from './stay-range-problem';
import { stayTotal } from '../stay/stay-total';

const days = stayDays('2026-02-01', 60, {
  '2026-02-05': { unavailable: 'sold-out', price: null },
  '2026-02-06': { unavailable: 'sold-out', price: null },
  '2026-02-10': { minNights: 3, price: 150.75 },
  '2026-02-11': { price: 130 },
});
const dayOf = dayLookup(days);

describe('nightsBetween', () => {
  it('counts nights across months and clock changes', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(nightsBetween('2026-02-03', '2026-02-01')).toBe(-2);
  });
});

describe('stayTotal', () => {
  it('adds each night, not the departure day', () => {
    expect(stayTotal('2026-02-10', '2026-02-13', dayOf)).toBe(150.75 + 130 + 120);
    expect(stayTotal('2026-02-03', '2026-02-05', dayOf)).toBe(240);
  });
  it('is null with an unbookable or unknown night, or no nights', () => {
    expect(stayTotal('2026-02-04', '2026-02-07', dayOf)).toBe(null);
    expect(stayTotal('2026-03-30', '2026-04-03', dayOf)).toBe(null);
    expect(stayTotal('2026-02-04', '2026-02-04', dayOf)).toBe(null);
  });
});

describe('stayRangeProblem', () => {
  it('finds nothing wrong with a plain stay, or nights not loaded yet', () => {
    expect(stayRangeProblem('2026-02-01', '2026-02-05', dayOf)).toBe(null);
    expect(stayRangeProblem('2026-03-30', '2026-04-05', dayOf)).toBe(null);
  });
  it('names the reason', () => {
    expect(stayRangeProblem('2026-02-05', '2026-02-08', dayOf)?.reason).toBe('arrival-unavailable');
    expect(stayRangeProblem('2026-02-04', '2026-02-08', dayOf)?.text).toBe(
      'The night of 5 February, 2026 is sold out',
    );
    expect(stayRangeProblem('2026-02-10', '2026-02-11', dayOf)?.reason).toBe('min-stay');
    expect(stayRangeProblem('2026-02-12', '2026-03-13', dayOf)?.reason).toBe('too-long');
    const maxTwo = dayLookup([stayDay('2026-02-01', { maxNights: 2 })]);
    expect(stayRangeProblem('2026-02-01', '2026-02-04', maxTwo)?.text).toBe(
      'Maximum stay 2 nights from this arrival',
    );
  });
});

describe('nearestBookableRange', () => {
  const today = '2026-02-01';
  it('keeps the arrival and takes the nights its rate needs', () => {
    expect(nearestBookableRange('2026-02-10', 1, dayOf, { today })).toEqual({
      start: '2026-02-10',
      end: '2026-02-13',
    });
  });
  it('moves the arrival to the nearest day where the whole stay is bookable, later first', () => {
    // 4 → 7 crosses the sold-out 5th and 6th; 3 nights from the 2nd (2 earlier) beat the 7th (3 later).
    expect(nearestBookableRange('2026-02-04', 3, dayOf, { today })).toEqual({
      start: '2026-02-02',
      end: '2026-02-05',
    });
    // 2 nights from the 5th: the 7th (2 later) is as near as the 3rd (2 earlier); later wins.
    expect(nearestBookableRange('2026-02-05', 2, dayOf, { today })).toEqual({
      start: '2026-02-07',
      end: '2026-02-09',
    });
  });
  it('never offers a past arrival, and gives up with nothing loaded', () => {
    const soldOut = stayDays('2026-02-01', 10, {
      '2026-02-03': { unavailable: 'sold-out', price: null },
    });
    const range = nearestBookableRange('2026-02-03', 1, dayLookup(soldOut), {
      today: '2026-02-02',
    });
    expect(range).toEqual({ start: '2026-02-04', end: '2026-02-05' });
    expect(nearestBookableRange('2026-06-01', 2, dayOf, { today })).toBe(null);
  });
  it('property: what it offers is always bookable and never before today', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(null, null, 'sold-out' as const), {
          minLength: 40,
          maxLength: 40,
        }),
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 1, max: 6 }),
        (flags, at, nights) => {
          const cal = flags.map((u, i) =>
            stayDay(addDays('2026-02-01', i), { unavailable: u, price: u ? null : 90 }),
          );
          const lookup = dayLookup(cal);
          const range = nearestBookableRange(addDays('2026-02-01', at), nights, lookup, {
            today: '2026-02-03',
          });
          if (range === null) return;
          expect(range.start >= '2026-02-03').toBe(true);
          expect(stayRangeProblem(range.start, range.end, lookup)).toBe(null);
          expect(stayTotal(range.start, range.end, lookup)).not.toBe(null);
        },
      ),
    );
  });
});
