import { createRouter } from '@nanostores/router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookStayPath, staySearchPath } from './book-stay-path';
import { bookStaySearch } from './book-stay-search';
import { bookingRoutePatterns } from '../routes/booking-route-patterns';
import { addDays } from '../calendar/calendar-day';
import type { StaySearch } from './stay-search';
import { BOOK_STAY_LIMITS } from './stay-steppers';

const TODAY = '2026-03-14';

/** The engine's own router reads a path into the book-stay route's parameters. */
function paramsOf(path: string): Record<string, string> {
  const router = createRouter(bookingRoutePatterns('/the-lake/book'), { links: false });
  router.open(`/the-lake/book${path}`);
  const page = router.get() as { route: string; params: Record<string, string> };
  expect(page.route).toBe('book-stay');
  return page.params;
}

const within = ([min, max]: readonly [number, number]) => fc.integer({ min, max });

/** Any search the route can say: from today on, every count within its limits. */
const searches: fc.Arbitrary<StaySearch> = fc
  .record({
    ahead: fc.integer({ min: 0, max: 800 }),
    nights: within(BOOK_STAY_LIMITS.nights),
    adults: within(BOOK_STAY_LIMITS.adults),
    children: within(BOOK_STAY_LIMITS.children),
    infants: within(BOOK_STAY_LIMITS.infants),
    // "." and ".." are path steps to any URL, never a segment: no location is named so.
    location: fc.oneof(
      fc.constantFrom('', 'lake', 'inn', 'Inn', 'the lake'),
      fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => s !== '.' && s !== '..'),
    ),
  })
  .map(({ ahead, location, ...counts }) => {
    const arrival = addDays(TODAY, ahead);
    const venue = location.toLowerCase() === 'inn' ? ('inn' as const) : ('lake' as const);
    return { ...counts, arrival, departure: addDays(arrival, counts.nights), location, venue };
  });

describe('bookStayPath', () => {
  it('writes every count, and the location when there is one', () => {
    const s = bookStaySearch({ arrive: '2026-03-17', nights: '2', location: 'lake' }, TODAY);
    expect(bookStayPath(s)).toBe('/stay/2026-03-17/2/2/0/0/lake');
    expect(bookStayPath({ ...s, location: '' })).toBe('/stay/2026-03-17/2/2/0/0');
    expect(bookStayPath({ ...s, location: 'the inn/annexe' })).toBe(
      '/stay/2026-03-17/2/2/0/0/the%20inn%2Fannexe',
    );
  });

  it('writes an arrival and nights alone, or nothing, for the route’s defaults', () => {
    expect(bookStayPath({ arrival: '2026-03-17', nights: 3 })).toBe('/stay/2026-03-17/3');
    expect(bookStayPath({ arrival: '2026-03-17' })).toBe('/stay/2026-03-17');
    expect(bookStayPath({})).toBe('/stay');
  });

  it('is read back by bookStaySearch as the same search, whatever the search', () => {
    fc.assert(
      fc.property(searches, (search) => {
        expect(bookStaySearch(paramsOf(bookStayPath(search)), TODAY)).toEqual(search);
      }),
    );
  });

  it('says again, unchanged, whatever any address of the route was read as', () => {
    const segment = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -5, max: 120 }));
    fc.assert(
      fc.property(
        fc.record(
          {
            arrive: fc.string(),
            nights: segment,
            adult: segment,
            child: segment,
            infants: segment,
          },
          { requiredKeys: [] },
        ),
        fc.string({ maxLength: 8 }),
        (params, location) => {
          const given = Object.fromEntries(
            Object.entries({ ...params, location }).map(([k, v]) => [k, String(v)]),
          );
          const search = bookStaySearch(given, TODAY);
          if (search.location === '.' || search.location === '..') return;
          const path = bookStayPath(search);
          expect(bookStayPath(bookStaySearch(paramsOf(path), TODAY))).toBe(path);
        },
      ),
    );
  });
});

describe('staySearchPath', () => {
  it('is the stay search of the lake, or of a location', () => {
    expect(staySearchPath()).toBe('/stay/search');
    expect(staySearchPath('inn')).toBe('/stay/search/inn');
  });
});
