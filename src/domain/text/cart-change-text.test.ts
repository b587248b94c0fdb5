import { describe, expect, it } from 'vitest';
import { cartChangeText } from './cart-change-text';

const line = (id: string, Details: string) => ({
  FolioItemId: id,
  Details,
  Category: 'Hotel' as const,
});
const room = line('1', 'Lake Double');
const spa = line('2', 'Hot stone massage');

describe('cartChangeText', () => {
  it('says what was added and what the cart now holds', () => {
    expect(
      cartChangeText(
        { FolioBalance: 0, FolioItems: [] },
        { FolioBalance: 282, FolioItems: [room] },
      ),
    ).toBe('Added to your cart: Lake Double. Cart, 1 item, £282.00.');
  });

  it('says what was removed, and an emptied cart', () => {
    expect(
      cartChangeText(
        { FolioBalance: 282, FolioItems: [room] },
        { FolioBalance: 0, FolioItems: [] },
      ),
    ).toBe('Removed from your cart: Lake Double. Your cart is empty.');
    expect(
      cartChangeText(
        { FolioBalance: 402, FolioItems: [room, spa] },
        { FolioBalance: 282, FolioItems: [room] },
      ),
    ).toBe('Removed from your cart: Hot stone massage. Cart, 1 item, £282.00.');
  });

  it('says nothing when the same lines come back (a reload, a gift card applied)', () => {
    expect(
      cartChangeText(
        { FolioBalance: 282, FolioItems: [room] },
        { FolioBalance: 282, FolioItems: [{ ...room }] },
      ),
    ).toBeNull();
  });
});
