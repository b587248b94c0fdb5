import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULTS, SPEC_OFF_PEAK_DATES, activityConfig } from './activity-config';

describe('activityConfig', () => {
  it('defaults to the specification: locations 103 and 109, item 103370, season, sauna 16', () => {
    const config = activityConfig();
    expect(config.locations).toEqual({ lake: '103', events: '103', rink: '109' });
    expect(config.wildSwimmingItemId).toBe('103370');
    expect(config.wildSwimmingLastDate).toBe('2026-01-12');
    expect(config.skatingSeason).toEqual({ start: '2025-11-17', end: '2026-01-10' });
    expect(config.saunaMinimumAge).toBe(16);
    expect(config.eventCategory).toBe('EVENT');
    expect(config.bulkDelayMs).toBe(750);
  });

  it('lists 14 off-peak weekdays from 19 November to 11 December 2025, none a weekend', () => {
    expect(SPEC_OFF_PEAK_DATES).toHaveLength(14);
    expect(SPEC_OFF_PEAK_DATES[0]).toBe('2025-11-19');
    expect(SPEC_OFF_PEAK_DATES.at(-1)).toBe('2025-12-11');
    for (const day of SPEC_OFF_PEAK_DATES) {
      expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    }
  });

  it('merges a page override key by key, replacing lists whole', () => {
    const config = activityConfig({
      locations: { rink: '209' },
      skatingSeason: { start: '2026-11-17' },
      offPeakDates: ['2026-11-18'],
    });
    expect(config.locations).toEqual({ lake: '103', events: '103', rink: '209' });
    expect(config.skatingSeason).toEqual({ start: '2026-11-17', end: '2026-01-10' });
    expect(config.offPeakDates).toEqual(['2026-11-18']);
    expect(config.saunaMinimumAge).toBe(ACTIVITY_DEFAULTS.saunaMinimumAge);
  });
});
