import { describe, expect, it } from 'vitest';
import { bookStaySearch } from './book-stay-search';

describe('bookStaySearch', () => {
  it('reads every parameter of the route', () => {
    expect(
      bookStaySearch(
        {
          arrive: '2026-03-17',
          nights: '3',
          adult: '1',
          child: '2',
          infants: '4',
          location: 'inn',
        },
        '2026-03-14',
      ),
    ).toEqual({
      arrival: '2026-03-17',
      departure: '2026-03-20',
      nights: 3,
      adults: 1,
      children: 2,
      infants: 4,
      location: 'inn',
      venue: 'inn',
    });
  });

  it('defaults to tonight for two, and brings counts within the limits', () => {
    const s = bookStaySearch(
      { arrive: '2026-03-01', nights: '40', adult: '0', infants: 'x' },
      '2026-03-14',
    );
    expect(s).toMatchObject({
      arrival: '2026-03-14',
      nights: 28,
      adults: 1,
      infants: 0,
      venue: 'lake',
    });
    expect(bookStaySearch({}, '2026-12-31')).toMatchObject({
      arrival: '2026-12-31',
      departure: '2027-01-01',
      nights: 1,
      adults: 2,
      children: 0,
    });
  });
});
