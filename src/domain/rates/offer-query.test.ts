import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerCodesFor } from './offer-codes';
import { offerQuery } from './offer-query';
import { parseOfferQuery } from './parse-offer-query';
import { VENUE_DEFAULTS } from '../routes/venue-config';

describe('offerCodesFor', () => {
  it('sends the inn’s codes for stays after 2026-01-22 and before 2026-02-06 only', () => {
    const inn = VENUE_DEFAULTS.inn;
    expect(offerCodesFor(inn, '2026-01-22', '')).toEqual([]);
    expect(offerCodesFor(inn, '2026-01-23', '')).toEqual(['BBBR', 'BBIS']);
    expect(offerCodesFor(inn, '2026-02-05', 'SPRING')).toEqual(['BBBR', 'BBIS']);
    expect(offerCodesFor(inn, '2026-02-06', '')).toEqual([]);
  });

  it('sends the seaside codes for stays after 2025-11-16 and before 2026-01-31 only', () => {
    const seaside = VENUE_DEFAULTS.seaside;
    expect(offerCodesFor(seaside, '2025-11-16', '')).toEqual([]);
    expect(offerCodesFor(seaside, '2025-11-17', '')).toEqual(seaside.offerWindows[0]?.codes);
    expect(offerCodesFor(seaside, '2026-01-30', '')).toEqual(seaside.offerWindows[0]?.codes);
    expect(offerCodesFor(seaside, '2026-01-31', '')).toEqual([]);
  });

  it('sends the page’s promo outside the windows', () => {
    expect(offerCodesFor(VENUE_DEFAULTS.lake, '2026-03-01', ' WELCOME ')).toEqual(['WELCOME']);
    expect(offerCodesFor(VENUE_DEFAULTS.inn, '2026-03-01', 'WELCOME')).toEqual(['WELCOME']);
  });
});

describe('offerQuery', () => {
  it('is each code URL-safe base64 without padding, comma-joined', () => {
    expect(offerQuery([])).toBe('');
    expect(offerQuery(['BBBR', 'BBIS'])).toBe('QkJCUg,QkJJUw');
    expect(offerQuery(['??>'])).toBe('Pz8-'); // '+' and '/' would be '-' and '_'
    expect(offerQuery(['£'])).toBe('wqM');
  });

  it('reads back with parseOfferQuery, and refuses what is not base64', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 4 }),
        (codes) => {
          const query = offerQuery(codes);
          expect(query).toMatch(/^[A-Za-z0-9_,-]*$/);
          expect(parseOfferQuery(query)).toEqual(codes);
        },
      ),
    );
    expect(parseOfferQuery('QkJCUg==')).toEqual(['BBBR']);
    expect(parseOfferQuery('BBBR!')).toBeNull();
    expect(parseOfferQuery('QkJCUg,')).toBeNull();
    expect(parseOfferQuery('A')).toBeNull();
    expect(parseOfferQuery('_w')).toBeNull(); // not UTF-8
  });
});
