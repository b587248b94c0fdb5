import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-day';
import { externalHandoff } from './external-handoff';
import type { HandoffSettings } from './handoff-settings';
import { stayHandoff } from './stay-handoff';
import type { StaySearch } from './stay-search';
import { staySearchEvent } from './stay-search-event';

const base: StaySearch = {
  venue: 'lake',
  arrival: '2026-01-10',
  departure: '2026-01-13',
  nights: 3,
  adults: 2,
  children: 1,
  infants: 0,
  location: '',
};

/** The search and its promo code, its departure kept `nights` after the arrival. */
type Asked = Partial<StaySearch> & { promo?: string };
const whereTo = ({ promo = '', ...asked }: Asked, settings: HandoffSettings) => {
  const search = { ...base, ...asked };
  return stayHandoff(
    { ...search, departure: addDays(search.arrival, search.nights) },
    promo,
    settings,
  );
};
const search: Asked = {};
const lake: HandoffSettings = {
  bookBase: '/the-lake/book/',
  handoff: { externalAfter: '2026-01-12', alwaysExternal: false, externalNewTab: true },
  externalEngine: {
    baseUrl: 'https://engine.example/',
    app: 'app',
    offers: 'offers',
    tenant: 'lakeco',
    property: 'lake',
  },
};

describe('stayHandoff', () => {
  it('sends a lake arrival up to the cut-over to our engine in the same tab', () => {
    expect(whereTo(search, lake)).toEqual({
      url: '/the-lake/book/stay/2026-01-10/3/2/1/0',
      target: '_self',
      external: false,
    });
    expect(whereTo({ ...search, arrival: '2026-01-12' }, lake).external).toBe(false);
  });

  it('adds the location segment and the promo query when there are any', () => {
    expect(whereTo({ ...search, location: 'inn', promo: 'WINTER 25&x' }, lake).url).toBe(
      '/the-lake/book/stay/2026-01-10/3/2/1/0/inn?promo=WINTER%2025%26x',
    );
  });

  it('opens the external engine in a new tab for a lake arrival after the cut-over', () => {
    expect(whereTo({ ...search, arrival: '2026-01-13', nights: 2 }, lake)).toEqual({
      url: 'https://engine.example/app/offers/lakeco/lake/2026-01-13/2026-01-15',
      target: '_blank',
      external: true,
    });
  });

  it('always sends the seaside hotel to the external engine in the same tab', () => {
    const seaside: HandoffSettings = {
      ...lake,
      handoff: { externalAfter: null, alwaysExternal: true, externalNewTab: false },
      externalEngine: { ...lake.externalEngine, property: 'sea side' },
    };
    for (const arrival of ['2025-12-01', '2026-03-01']) {
      expect(whereTo({ ...search, venue: 'seaside', arrival, nights: 1 }, seaside)).toMatchObject({
        target: '_self',
        external: true,
      });
    }
    expect(whereTo({ ...search, arrival: '2026-03-01', nights: 1 }, seaside).url).toBe(
      'https://engine.example/app/offers/lakeco/sea%20side/2026-03-01/2026-03-02',
    );
  });

  it('never hands off externally without a rule (the inn)', () => {
    const inn: HandoffSettings = {
      ...lake,
      handoff: { externalAfter: null, alwaysExternal: false, externalNewTab: false },
    };
    expect(whereTo({ ...search, arrival: '2027-01-01', location: 'inn' }, inn)).toEqual({
      url: '/the-lake/book/stay/2027-01-01/3/2/1/0/inn',
      target: '_self',
      external: false,
    });
  });
});

describe('externalHandoff', () => {
  it('is null when our own engine takes the search', () => {
    expect(externalHandoff(base, lake)).toBeNull();
  });

  it('never builds an unsafe engine address', () => {
    const unsafe = { ...lake, externalEngine: { ...lake.externalEngine, baseUrl: 'javascript:x' } };
    expect(externalHandoff({ ...base, arrival: '2026-02-01' }, unsafe)).toBeNull();
  });
});

describe('staySearchEvent', () => {
  it('is GA4 search with the stay in parameters', () => {
    expect(staySearchEvent(base, 'P')).toEqual({
      event: 'search',
      search_term: 'lake 2026-01-10 to 2026-01-13',
      venue: 'lake',
      arrival_date: '2026-01-10',
      departure_date: '2026-01-13',
      nights: 3,
      adults: 2,
      children: 1,
      infants: 0,
      promo_code: 'P',
      location: '',
    });
  });
});
