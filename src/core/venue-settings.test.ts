import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENUE_DEFAULTS } from '../domain/routes/venue-config';
import { parseConfig, resetConfig } from './config';
import { venueSettings } from './venue-settings';

afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('venueSettings', () => {
  it('is the defaults when the page overrides nothing', () => {
    expect(venueSettings('lake')).toEqual(VENUE_DEFAULTS.lake);
    expect(venueSettings('inn', parseConfig({ venues: {} }))).toEqual(VENUE_DEFAULTS.inn);
  });

  it('applies the page’s partial overrides of each venue', () => {
    resetConfig({
      venues: {
        lake: { cachedUntil: null, horizon: { months: 6 }, handoff: { externalNewTab: false } },
        inn: { offerWindows: [{ after: '2027-01-22', before: '2027-02-06', codes: ['BBBR'] }] },
      },
    });
    const lake = venueSettings('lake');
    expect(lake.cachedUntil).toBeNull();
    expect(lake.horizon).toEqual({ ...VENUE_DEFAULTS.lake.horizon, months: 6 });
    expect(lake.handoff).toEqual({ ...VENUE_DEFAULTS.lake.handoff, externalNewTab: false });
    expect(venueSettings('inn').offerWindows).toEqual([
      { after: '2027-01-22', before: '2027-02-06', codes: ['BBBR'] },
    ]);
    expect(venueSettings('seaside')).toEqual(VENUE_DEFAULTS.seaside);
  });

  it('drops only the bad keys, reports each once, and keeps the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({
      bookBase: '/b',
      venues: {
        lake: {
          cachedUntil: '2027-13-40',
          minNights: 3,
          horizon: { months: 'twelve', shorterMonths: 10 },
        },
        seaside: { cachedUntill: '2027-01-01', pmsProperty: 'sea' },
        inn: { offerWindows: [{ after: 'soon', before: '2027-02-06', codes: [] }] },
        castle: {},
      },
    });
    expect(config.bookBase).toBe('/b');
    const lake = venueSettings('lake', config);
    expect(lake.cachedUntil).toBe(VENUE_DEFAULTS.lake.cachedUntil);
    expect(lake.minNights).toBe(3);
    expect(lake.horizon).toEqual({ ...VENUE_DEFAULTS.lake.horizon, shorterMonths: 10 });
    expect(venueSettings('seaside', config).pmsProperty).toBe('sea');
    expect(venueSettings('inn', config).offerWindows).toEqual(VENUE_DEFAULTS.inn.offerWindows);
    const reported = [
      'venues.lake.cachedUntil',
      'venues.lake.horizon.months',
      'venues.seaside.cachedUntill',
      'venues.inn.offerWindows',
      'venues.castle',
    ];
    for (const key of reported) {
      expect(error).toHaveBeenCalledWith(expect.stringContaining(`"${key}"`));
    }
    expect(error).toHaveBeenCalledTimes(reported.length);
    venueSettings('inn', config);
    expect(error).toHaveBeenCalledTimes(reported.length);
  });

  it('ignores a venues key that is not an object, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({ venues: 'all', pmsApi: 'https://pms.example' });
    expect(config.pmsApi).toBe('https://pms.example');
    expect(venueSettings('lake', config)).toEqual(VENUE_DEFAULTS.lake);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"venues"'));
  });
});
