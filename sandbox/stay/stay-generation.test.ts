import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { dayRange } from '../../src/domain/calendar/day-range';
import { houseDay, houseOccupancy } from './house-occupancy';
import { nightlyRate } from './nightly-rate';
import { planValidity } from './plan-validity';

describe('house occupancy', () => {
  it('has a sold-out night after a nearly full one in every month, any year', () => {
    for (const month of ['2025-11', '2025-12', '2026-01', '2026-07', '2027-03', '2030-02']) {
      const days = dayRange(`${month}-01`, `${month}-28`);
      const full = days.find(
        (d) => houseDay('lake', d) === 'sold-out' && houseDay('lake', addDays(d, -1)) === 'low',
      );
      expect(full, month).toBeDefined();
    }
  });

  it('is the same on every call, within the rooms there are', () => {
    for (const date of dayRange('2026-01-01', '2026-03-31')) {
      const taken = houseOccupancy('inn', 'INNDBL', date, 8);
      expect(houseOccupancy('inn', 'INNDBL', date, 8)).toBe(taken);
      expect(taken).toBeGreaterThanOrEqual(0);
      expect(taken).toBeLessThanOrEqual(8);
      const day = houseDay('inn', date);
      if (day === 'sold-out') expect(taken).toBe(8);
      if (day === 'low') expect(8 - taken).toBeGreaterThanOrEqual(1);
      if (day === 'low') expect(8 - taken).toBeLessThan(5);
    }
  });
});

describe('plan validity', () => {
  it('gives the year, the month’s first ten days, or the Friday-to-Sunday weekend', () => {
    expect(planValidity('year', '2026-05-04')).toEqual({
      begin: '2026-01-01',
      expire: '2026-12-31',
    });
    expect(planValidity('early-month', '2026-05-14')).toEqual({
      begin: '2026-05-01',
      expire: '2026-05-10',
    });
    const weekend = { begin: '2026-05-08', expire: '2026-05-10' };
    expect(planValidity('weekend', '2026-05-08')).toEqual(weekend); // Friday
    expect(planValidity('weekend', '2026-05-10')).toEqual(weekend); // Sunday
    expect(planValidity('weekend', '2026-05-04')).toEqual(weekend); // Monday: before it
  });
});

describe('nightly rate', () => {
  it('follows the season and costs 15 % more on Friday and Saturday nights', () => {
    expect(nightlyRate(100, '2026-04-15')).toBe(100); // April, a Wednesday
    expect(nightlyRate(100, '2026-04-17')).toBe(115); // Friday
    expect(nightlyRate(100, '2026-07-15')).toBe(125);
    expect(nightlyRate(145, '2026-01-14')).toBe(130.5);
  });
});
