import { describe, expect, it } from 'vitest';
import { bookStaySearch } from './book-stay-search';
import { addProductRoomLabel } from './stay-product';

describe('addProductRoomLabel', () => {
  it('names the product of the search: the lake hotel, or the inn for the inn location', () => {
    const lake = bookStaySearch({ arrive: '2026-03-17', location: 'lake' }, '2026-03-14');
    const inn = bookStaySearch({ arrive: '2026-03-17', location: 'inn' }, '2026-03-14');
    const none = bookStaySearch({ arrive: '2026-03-17' }, '2026-03-14');
    expect(addProductRoomLabel(lake.venue)).toBe('Add Lake room');
    expect(addProductRoomLabel(inn.venue)).toBe('Add Inn room');
    expect(addProductRoomLabel(none.venue)).toBe('Add Lake room');
    expect(addProductRoomLabel('seaside', { lake: 'Lake', seaside: 'Links', inn: 'Inn' })).toBe(
      'Add Links room',
    );
  });
});
