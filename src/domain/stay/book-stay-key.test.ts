import { describe, expect, it } from 'vitest';
import { bookStayKey } from './book-stay-key';
import { bookStaySearch } from './book-stay-search';

const search = bookStaySearch({ arrive: '2026-03-17', nights: '2', infants: '1' }, '2026-03-14');

describe('bookStayKey', () => {
  it('names the venue, the dates, every guest and the promo code', () => {
    expect(bookStayKey(search, 'WINTER')).toBe('lake|2026-03-17|2026-03-19|2|0|1|WINTER');
  });

  it('differs when the babies or the promo code differ', () => {
    expect(bookStayKey({ ...search, infants: 2 }, '')).not.toBe(bookStayKey(search, ''));
    expect(bookStayKey(search, 'A')).not.toBe(bookStayKey(search, ''));
  });
});
