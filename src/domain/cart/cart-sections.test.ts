import { describe, expect, it } from 'vitest';
import type { WebFolioItem } from '../../schemas/cart';
import { cartSections } from './cart-sections';

const item = (Category: WebFolioItem['Category'], id: string) =>
  ({ Category, FolioId: id, FolioItemId: id }) as WebFolioItem;

describe('cartSections', () => {
  it('lists categories in the cart order, each once, skipping empty ones, items in order', () => {
    const items = [
      item('Dining', '1'),
      item('Hotel', '2'),
      item('Retail', '3'),
      item('Hotel', '4'),
      item('SPAPayment', '5'),
      item('Active', '6'),
      item('Treatments', '7'),
      item('PMSPayment', '8'),
    ];
    const sections = cartSections(items);
    expect(sections.map((s) => s.category)).toEqual([
      'Hotel',
      'PMSPayment',
      'SPAPayment',
      'Treatments',
      'Active',
      'Retail',
      'Dining',
    ]);
    expect(sections[0]!.items.map((i) => i.FolioId)).toEqual(['2', '4']);
    expect(sections[0]!.title).toBe('Rooms');
  });

  it('is empty for an empty cart', () => {
    expect(cartSections([])).toEqual([]);
  });
});
