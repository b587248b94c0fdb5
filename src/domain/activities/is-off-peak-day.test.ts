import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULTS } from './activity-config';
import { isOffPeakDay } from './is-off-peak-day';

describe('isOffPeakDay', () => {
  it('is true on the listed weekdays of the season and false on the other days', () => {
    expect(isOffPeakDay('2025-11-19', ACTIVITY_DEFAULTS)).toBe(true);
    expect(isOffPeakDay('2025-12-11', ACTIVITY_DEFAULTS)).toBe(true);
    expect(isOffPeakDay('2025-11-22', ACTIVITY_DEFAULTS)).toBe(false); // a Saturday
    expect(isOffPeakDay('2025-11-17', ACTIVITY_DEFAULTS)).toBe(false); // opening day: peak
    expect(isOffPeakDay('2025-12-12', ACTIVITY_DEFAULTS)).toBe(false);
  });

  it('follows the configured season and list (the demo moves them a year on)', () => {
    const demo = {
      skatingSeason: { start: '2026-11-17', end: '2027-01-10' },
      offPeakDates: ['2026-11-18'],
    };
    expect(isOffPeakDay('2026-11-18', demo)).toBe(true);
    expect(isOffPeakDay('2025-11-19', demo)).toBe(false);
  });

  it('is never true outside the season, even for a listed day', () => {
    const odd = {
      skatingSeason: { start: '2025-12-01', end: '2026-01-10' },
      offPeakDates: ['2025-11-19'],
    };
    expect(isOffPeakDay('2025-11-19', odd)).toBe(false);
  });
});
