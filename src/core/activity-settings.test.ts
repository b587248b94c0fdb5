import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_DEFAULTS } from '../domain/activities/activity-config';
import { demoBookConfig } from '../testing/demo-book-config';
import { CONFIG_KEYS, parseConfig, resetConfig } from './config';
import { activitySettings } from './activity-settings';

afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('activitySettings', () => {
  it('is the defaults when the page overrides nothing, and is page-wide only', () => {
    expect(activitySettings(parseConfig({}))).toEqual(ACTIVITY_DEFAULTS);
    expect(CONFIG_KEYS).not.toContain('activities');
  });

  it('applies the page’s overrides (the demo moves the season into the coming year)', () => {
    resetConfig({
      activities: {
        skatingSeason: { start: '2026-11-17', end: '2027-01-10' },
        wildSwimmingLastDate: '2027-01-12',
      },
    });
    const config = activitySettings();
    expect(config.skatingSeason).toEqual({ start: '2026-11-17', end: '2027-01-10' });
    expect(config.wildSwimmingLastDate).toBe('2027-01-12');
    expect(config.locations).toEqual(ACTIVITY_DEFAULTS.locations);
  });

  it('drops only a bad key, says so on the console, and keeps the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = activitySettings(
      parseConfig({ activities: { workshopDate: 'soon', saunaMinimumAge: 18 } }),
    );
    expect(config.workshopDate).toBe(ACTIVITY_DEFAULTS.workshopDate);
    expect(config.saunaMinimumAge).toBe(18);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('activities.workshopDate'));
  });
});

describe('the demo book page’s activity settings', () => {
  it('move the season, its off-peak weekdays and the last dates a year on, all valid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = activitySettings(await demoBookConfig('2026-11-28'));
    expect(error).not.toHaveBeenCalled();
    expect(config.skatingSeason).toEqual({ start: '2026-11-17', end: '2027-01-10' });
    expect(config.wildSwimmingLastDate).toBe('2027-01-12');
    expect(config.offPeakDates).toHaveLength(14);
    for (const day of config.offPeakDates) {
      expect(day >= config.skatingSeason.start && day <= config.skatingSeason.end).toBe(true);
      // Monday to Thursday, as the specification's 14 weekdays are.
      expect([1, 2, 3, 4]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    }
  });
});
