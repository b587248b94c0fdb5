import { describe, expect, it } from 'vitest';
import { cartButton } from './cart-button';

describe('cartButton', () => {
  it('is hidden while the cart is empty', () => {
    expect(cartButton({ FolioBalance: 0, FolioItems: [] })).toBeNull();
  });
  it('shows the balance in pounds with the item count', () => {
    expect(cartButton({ FolioBalance: 245, FolioItems: [{}] })).toEqual({
      label: '£245.00',
      count: 1,
      accessibleLabel: 'Cart, 1 item, £245.00',
    });
  });
  it('says Checkout when the balance is 0.00', () => {
    expect(cartButton({ FolioBalance: 0.001, FolioItems: [{}, {}] })).toMatchObject({
      label: 'Checkout',
      count: 2,
      accessibleLabel: 'Checkout, 2 items in your cart',
    });
  });
});
