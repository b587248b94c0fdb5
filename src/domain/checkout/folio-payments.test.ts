import { describe, expect, it } from 'vitest';
import { folioPayments } from './folio-payments';
import { paymentParts } from './payment-parts';

const line = (Category: string, FolioId: string, Amount: number) => ({ Category, FolioId, Amount });

describe('folioPayments', () => {
  const cart = [
    line('Treatments', 'S1', 95.1),
    line('Hotel', 'P1', 245.2),
    line('Hotel', 'P1', 25.1), // the room's dog, on the room's folio
    line('Active', 'S2', 60.3),
    line('Retail', 'R1', 25),
    line('Dining', 'D1', 0),
  ];

  it('posts each folio its lines when no gift card paid', () => {
    expect(folioPayments(cart, 45_070)).toEqual([
      { App: 'PMS', FolioId: 'P1', amountMinor: 27_030 },
      { App: 'PMS', FolioId: 'R1', amountMinor: 2_500 },
      { App: 'SPA', FolioId: 'S1', amountMinor: 9_510 },
      { App: 'SPA', FolioId: 'S2', amountMinor: 6_030 },
    ]);
  });

  it('takes what the gift cards paid off the PMS folios first, in pence, then the SPA ones', () => {
    // £300.00 of gift cards: the room's £270.30, the gift card's £25, then £4.70 of the spa.
    const paid = folioPayments(cart, 45_070 - 30_000);
    expect(paid).toEqual([
      { App: 'SPA', FolioId: 'S1', amountMinor: 9_040 },
      { App: 'SPA', FolioId: 'S2', amountMinor: 6_030 },
    ]);
    // Each application's folios add up to its part of the card payment, to the penny.
    const parts = paymentParts(
      cart.map((l) => ({ ...l, Category: l.Category as 'Hotel' })),
      30_000,
    );
    expect(parts).toEqual([{ app: 'SPA', amountMinor: 15_070 }]);
    expect(paid.reduce((sum, f) => sum + f.amountMinor, 0)).toBe(15_070);
  });

  it('has no float drift: ten 10p lines and a 20p card leave exactly 80p', () => {
    const tenPence = Array.from({ length: 10 }, () => line('Hotel', 'P1', 0.1));
    expect(folioPayments(tenPence, 80)).toEqual([{ App: 'PMS', FolioId: 'P1', amountMinor: 80 }]);
  });

  it('posts nothing when the gift cards paid it all', () => {
    expect(folioPayments(cart, 0)).toEqual([]);
  });
});
