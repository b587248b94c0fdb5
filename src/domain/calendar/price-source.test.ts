import { describe, expect, it } from 'vitest';
import { priceSourceFor } from './price-source';
import { VENUE_DEFAULTS } from '../routes/venue-config';

describe('priceSourceFor', () => {
  it('serves the lake from the cached calendar to 2026-01-11 and live from 2026-01-12', () => {
    expect(priceSourceFor(VENUE_DEFAULTS.lake, '2025-06-01')).toBe('cached');
    expect(priceSourceFor(VENUE_DEFAULTS.lake, '2026-01-11')).toBe('cached');
    expect(priceSourceFor(VENUE_DEFAULTS.lake, '2026-01-12')).toBe('live');
    expect(priceSourceFor(VENUE_DEFAULTS.lake, '2027-03-01')).toBe('live');
  });

  it('serves the seaside hotel and the inn live, and follows an override', () => {
    expect(priceSourceFor(VENUE_DEFAULTS.seaside, '2025-06-01')).toBe('live');
    expect(priceSourceFor(VENUE_DEFAULTS.inn, '2025-06-01')).toBe('live');
    expect(priceSourceFor({ cachedUntil: '2027-01-11' }, '2026-12-24')).toBe('cached');
  });
});
