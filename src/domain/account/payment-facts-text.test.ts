import { describe, expect, it } from 'vitest';
import { paymentFacts } from './payment-facts-text';

const card = (Amount: number, Ending = '1111') => ({ By: 'card' as const, Amount, Ending });
const gift = (Amount: number, Ending = 'JK23') => ({ By: 'gift-card' as const, Amount, Ending });

describe('paymentFacts', () => {
  it('shows every part of the payment, so the total reconciles (issue 38 §10)', () => {
    expect(paymentFacts(245, 0, [card(120), gift(125)])).toEqual([
      { label: 'Total', value: '£245.00' },
      { label: 'Paid by card ending 1111', value: '£120.00' },
      { label: 'Paid by gift card ending JK23', value: '£125.00' },
      { label: 'Balance due', value: '£0.00' },
    ]);
  });

  it('adds up one card paying twice, and leaves out a part of nothing', () => {
    expect(paymentFacts(95, 0, [card(50), card(45), gift(0)], 'Price')).toEqual([
      { label: 'Price', value: '£95.00' },
      { label: 'Paid by card ending 1111', value: '£95.00' },
      { label: 'Balance due', value: '£0.00' },
    ]);
  });

  it('says what was paid without a word of how, when the answer does not say', () => {
    expect(paymentFacts(277, 32, [])).toEqual([
      { label: 'Total', value: '£277.00' },
      { label: 'Paid', value: '£245.00' },
      { label: 'Balance due', value: '£32.00' },
    ]);
    expect(paymentFacts(245, 0, [card(200, '')])).toEqual([
      { label: 'Total', value: '£245.00' },
      { label: 'Paid by card', value: '£200.00' },
      { label: 'Paid in other ways', value: '£45.00' },
      { label: 'Balance due', value: '£0.00' },
    ]);
  });

  it('says nothing was paid of an item that is all due', () => {
    expect(paymentFacts(60, 60, [])).toEqual([
      { label: 'Total', value: '£60.00' },
      { label: 'Balance due', value: '£60.00' },
    ]);
  });
});
