import { describe, expect, it } from 'vitest';
import { monthFetchPlan } from './month-fetch-plan';
import { offerQuery } from '../rates/offer-query';
import { VENUE_DEFAULTS } from '../routes/venue-config';

describe('monthFetchPlan', () => {
  it('asks the cached calendar for a lake month before the cut-over', () => {
    expect(monthFetchPlan(VENUE_DEFAULTS.lake, '2025-12', 'WELCOME', '2025-12-01')).toEqual({
      segments: [{ source: 'cached', start: '2025-12-01', end: '2025-12-31', offer: '' }],
      beyondHorizon: [],
    });
  });

  it('splits the lake’s January 2026 at the cut-over, the live part with the promo', () => {
    expect(
      monthFetchPlan(VENUE_DEFAULTS.lake, '2026-01', 'WELCOME', '2025-12-01').segments,
    ).toEqual([
      { source: 'cached', start: '2026-01-01', end: '2026-01-11', offer: '' },
      { source: 'live', start: '2026-01-12', end: '2026-01-31', offer: offerQuery(['WELCOME']) },
    ]);
  });

  it('splits where an offer window starts and ends', () => {
    const inn = VENUE_DEFAULTS.inn;
    const codes = offerQuery(['BBBR', 'BBIS']);
    expect(monthFetchPlan(inn, '2026-01', '', '2025-12-01').segments).toEqual([
      { source: 'live', start: '2026-01-01', end: '2026-01-22', offer: '' },
      { source: 'live', start: '2026-01-23', end: '2026-01-31', offer: codes },
    ]);
    expect(monthFetchPlan(inn, '2026-02', '', '2025-12-01').segments).toEqual([
      { source: 'live', start: '2026-02-01', end: '2026-02-05', offer: codes },
      { source: 'live', start: '2026-02-06', end: '2026-02-28', offer: '' },
    ]);
  });

  it('fetches nothing past the horizon', () => {
    const plan = monthFetchPlan(VENUE_DEFAULTS.lake, '2026-11', '', '2025-12-10');
    expect(plan.segments).toEqual([
      { source: 'live', start: '2026-11-01', end: '2026-11-30', offer: '' },
    ]);
    expect(plan.beyondHorizon).toEqual([]);
    const late = monthFetchPlan(VENUE_DEFAULTS.lake, '2026-12', '', '2025-12-10');
    expect(late.segments).toEqual([
      { source: 'live', start: '2026-12-01', end: '2026-12-09', offer: '' },
    ]);
    expect(late.beyondHorizon).toHaveLength(22);
    expect(late.beyondHorizon[0]).toBe('2026-12-10');
    const beyond = monthFetchPlan(VENUE_DEFAULTS.lake, '2027-06', '', '2025-12-10');
    expect(beyond.segments).toEqual([]);
    expect(beyond.beyondHorizon).toHaveLength(30);
  });
});
