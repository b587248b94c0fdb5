import { describe, expect, it } from 'vitest';
import type { WebFolioItem } from '../../schemas/cart';
import { bookingSummary } from '../cart/booking-summary';
import { checkoutEcommerce, paymentType } from './checkout-ecommerce';

const line = (Category: WebFolioItem['Category'], FolioItemId: string, Amount: number) =>
  ({
    Category,
    FolioId: '1',
    FolioItemId,
    Details: `${Category} line`,
    Amount,
    SpecialServices: [],
  }) as unknown as WebFolioItem;
const mixed = [
  line('Dining', '5', 0),
  line('Hotel', '1', 245),
  line('Retail', '4', 50),
  line('Treatments', '2', 95),
  line('Active', '3', 60),
];

describe('checkoutEcommerce', () => {
  it('reports one item per line of every kind, by cart category, valued at the total', () => {
    const summary = bookingSummary({ FolioItems: mixed, FolioBalance: 450 });
    const payload = checkoutEcommerce('purchase', summary, { transaction_id: 'LK12' });
    expect(payload.event).toBe('purchase');
    expect(payload.ecommerce).toMatchObject({
      transaction_id: 'LK12',
      currency: 'GBP',
      value: 450,
    });
    const items = payload.ecommerce!.items as { item_id: string; item_category: string }[];
    expect(items.map((i) => [i.item_id, i.item_category])).toEqual([
      ['1', 'Hotel'],
      ['2', 'Treatments'],
      ['3', 'Active'],
      ['4', 'Retail'],
      ['5', 'Dining'],
    ]);
  });

  it('says how the booking is paid', () => {
    const card = { RedemptionId: '1', Code: '····JK23', Amount: 50 };
    const summary = (balance: number, cards = [card]) =>
      bookingSummary({ FolioItems: mixed, FolioBalance: balance, GiftCards: cards });
    expect(paymentType(summary(400, []))).toBe('Card');
    expect(paymentType(summary(400))).toBe('Gift card and card');
    expect(paymentType(summary(0))).toBe('Gift card');
    expect(paymentType(summary(0, []))).toBe('Nothing to pay');
  });
});
