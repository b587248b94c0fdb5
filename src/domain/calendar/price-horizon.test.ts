import { describe, expect, it } from 'vitest';
import { priceHorizon } from './price-horizon';
import { VENUE_DEFAULTS } from '../routes/venue-config';

const lake = VENUE_DEFAULTS.lake;

describe('priceHorizon', () => {
  it('reaches 12 months ahead before the fixed date', () => {
    const horizon = priceHorizon(lake, '2025-12-01');
    expect(horizon.lastDay).toBe('2026-11-30');
    expect(horizon.months).toHaveLength(12);
    expect(horizon.months[0]).toBe('2025-12');
    expect(horizon.months.at(-1)).toBe('2026-11');
  });

  it('reaches 11 months ahead from the fixed date on', () => {
    expect(priceHorizon(lake, '2026-01-11').lastDay).toBe('2027-01-10');
    const horizon = priceHorizon(lake, '2026-01-12');
    expect(horizon.lastDay).toBe('2026-12-11');
    expect(horizon.months).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('keeps to the end of a shorter month and across years', () => {
    expect(
      priceHorizon({ horizon: { months: 1, shorterFrom: null, shorterMonths: 1 } }, '2026-01-31')
        .lastDay,
    ).toBe('2026-02-27');
    expect(priceHorizon(lake, '2026-11-23').months.at(-1)).toBe('2027-10');
  });
});
