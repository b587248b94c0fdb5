import { describe, expect, it } from 'vitest';
import { isRateExcluded } from './rate-excluded';
import type { CachedRate } from '../calendar/stay-day';

const rate = (RoomType: string, RateType: string, MinLength = 1): CachedRate => ({
  RoomType,
  RateType,
  MinLength,
  NumRoomsAvail: 1,
  AvailMonSun: 'YYYYYYY',
  MaxOccupancy: 2,
  DoubleRate: 100,
  MaxLength: 0,
  BeginDate: '2025-01-01',
  ExpireDate: '2026-12-31',
});

describe('isRateExcluded', () => {
  it('matches a rule only when every condition it gives matches', () => {
    const rules = [{ rateTypes: ['FLEX'], roomTypes: ['LODGE'] }];
    expect(isRateExcluded(rate('LODGE', 'FLEX'), rules)).toBe(true);
    expect(isRateExcluded(rate('LKDBL', 'FLEX'), rules)).toBe(false);
    expect(isRateExcluded(rate('LODGE', 'BB'), rules)).toBe(false);
  });

  it('excludes by rate type, by room type, or by minimum nights alone', () => {
    expect(isRateExcluded(rate('A', 'STAFF'), [{ rateTypes: ['STAFF'] }])).toBe(true);
    expect(isRateExcluded(rate('SGL', 'BB'), [{ roomTypes: ['SGL'] }])).toBe(true);
    expect(isRateExcluded(rate('A', 'BB', 6), [{ minLengthAbove: 5 }])).toBe(true);
    expect(isRateExcluded(rate('A', 'BB', 5), [{ minLengthAbove: 5 }])).toBe(false);
  });

  it('excludes nothing with no rules or an empty rule', () => {
    expect(isRateExcluded(rate('A', 'BB'), [])).toBe(false);
    expect(isRateExcluded(rate('A', 'BB'), [{}])).toBe(false);
  });
});
