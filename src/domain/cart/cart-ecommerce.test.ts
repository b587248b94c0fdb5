import { describe, expect, it } from 'vitest';
import { cartEcommerce } from './cart-ecommerce';

describe('cartEcommerce', () => {
  it('reports the items and their value in GA4 form', () => {
    const items = [
      { FolioItemId: '1', Details: 'Lakeside Double', Category: 'Hotel' as const, Amount: 245.1 },
      { FolioItemId: '2', Details: 'Gift card', Category: 'Retail' as const, Amount: 100.2 },
    ];
    expect(cartEcommerce('view_cart', items)).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'GBP',
        value: 345.3,
        items: [
          {
            item_id: '1',
            item_name: 'Lakeside Double',
            item_category: 'Hotel',
            price: 245.1,
            quantity: 1,
            index: 0,
          },
          {
            item_id: '2',
            item_name: 'Gift card',
            item_category: 'Retail',
            price: 100.2,
            quantity: 1,
            index: 1,
          },
        ],
      },
    });
    expect(cartEcommerce('remove_from_cart', []).ecommerce).toMatchObject({ value: 0, items: [] });
  });
});
