import { describe, expect, it } from 'vitest';
import { paymentParts } from './payment-parts';

const mixed = [
  { Category: 'Hotel', Amount: 245 },
  { Category: 'Treatments', Amount: 95 },
  { Category: 'Active', Amount: 60 },
  { Category: 'Retail', Amount: 50.5 },
  { Category: 'Dining', Amount: 0 },
] as const;

describe('the parts of one payment', () => {
  it('posts a PMS part and a SPA part, each the sum of its lines', () => {
    expect(paymentParts(mixed, 0)).toEqual([
      { app: 'PMS', amountMinor: 29_550 },
      { app: 'SPA', amountMinor: 15_500 },
    ]);
  });

  it('takes the gift cards from the PMS part first; the parts still add up to the card', () => {
    const parts = paymentParts(mixed, 30_000);
    expect(parts).toEqual([{ app: 'SPA', amountMinor: 15_050 }]);
    expect(parts.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(29_550 + 15_500 - 30_000);
  });

  it('posts nothing for a cart the gift cards cover, or an application with nothing to pay', () => {
    expect(paymentParts(mixed, 100_000)).toEqual([]);
    expect(paymentParts([{ Category: 'Hotel', Amount: 245 }], 0)).toEqual([
      { app: 'PMS', amountMinor: 24_500 },
    ]);
  });
});
