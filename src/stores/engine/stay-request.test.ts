import { describe, expect, it } from 'vitest';
import { bookStaySearch } from '../../domain/stay/book-stay-search';
import { stayRequestFields } from './stay-request';

describe('stayRequestFields', () => {
  it('sends babies as the PMS’s Youth, and no Infants', () => {
    const search = bookStaySearch(
      { arrive: '2026-03-17', nights: '3', adult: '1', child: '2', infants: '4' },
      '2026-03-14',
    );
    expect(stayRequestFields(search)).toEqual({
      ArrivalDate: '2026-03-17',
      DepartureDate: '2026-03-20',
      Adults: 1,
      Children: 2,
      Youth: 4,
      Infants: 0,
    });
  });
});
