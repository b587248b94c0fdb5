import { describe, expect, it } from 'vitest';
import { VENUE_DEFAULTS, VENUES, venueConfig } from './venue-config';

describe('venueConfig', () => {
  it('defaults to the specification’s values', () => {
    const lake = venueConfig('lake');
    expect(lake.cachedUntil).toBe('2026-01-11');
    expect(lake.horizon).toEqual({ months: 12, shorterFrom: '2026-01-12', shorterMonths: 11 });
    expect(lake.handoff).toEqual({
      externalAfter: '2026-01-12',
      alwaysExternal: false,
      externalNewTab: true,
    });
    expect(lake.lowAvailability).toBe(5);
    expect(venueConfig('seaside').handoff).toMatchObject({
      alwaysExternal: true,
      externalNewTab: false,
    });
    expect(venueConfig('seaside').offerWindows).toEqual([
      { after: '2025-11-16', before: '2026-01-31', codes: expect.any(Array) },
    ]);
    expect(venueConfig('inn').offerWindows).toEqual([
      { after: '2026-01-22', before: '2026-02-06', codes: ['BBBR', 'BBIS'] },
    ]);
    expect(venueConfig('inn').handoff.alwaysExternal).toBe(false);
    expect(venueConfig('inn').handoff.externalAfter).toBeNull();
    for (const venue of VENUES) {
      expect(venueConfig(venue).venue).toBe(venue);
      expect(venueConfig(venue).externalEngine.baseUrl).toBe('/sandbox/external-booking');
    }
  });

  it('merges a page override key by key, nested settings too, lists whole', () => {
    const lake = venueConfig('lake', {
      lake: {
        cachedUntil: '2027-01-11',
        handoff: { externalAfter: '2027-01-12' },
        exclusions: [],
        externalEngine: { baseUrl: 'https://engine.example' },
      },
      inn: { minNights: 3 },
    });
    expect(lake.cachedUntil).toBe('2027-01-11');
    expect(lake.handoff).toEqual({
      externalAfter: '2027-01-12',
      alwaysExternal: false,
      externalNewTab: true,
    });
    expect(lake.exclusions).toEqual([]);
    expect(lake.externalEngine).toEqual({
      ...VENUE_DEFAULTS.lake.externalEngine,
      baseUrl: 'https://engine.example',
    });
    expect(lake.minNights).toBe(VENUE_DEFAULTS.lake.minNights);
    expect(venueConfig('inn', { inn: { minNights: 3 } }).minNights).toBe(3);
  });

  it('never changes the defaults, and turns a venue cut-over off with null', () => {
    const before = JSON.stringify(VENUE_DEFAULTS);
    expect(venueConfig('lake', { lake: { cachedUntil: null } }).cachedUntil).toBeNull();
    venueConfig('lake', { lake: { horizon: { months: 3 } } });
    expect(JSON.stringify(VENUE_DEFAULTS)).toBe(before);
  });
});
