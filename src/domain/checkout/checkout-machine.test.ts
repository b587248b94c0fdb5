import { describe, expect, it } from 'vitest';
import type { CheckoutEvent, CheckoutState } from './checkout-machine';
import { ACCOUNT_MESSAGES } from '../text/account-messages';
import { CHECKOUT_START, checkoutReducer } from './checkout-machine';

const run = (events: CheckoutEvent[], from: CheckoutState = CHECKOUT_START) =>
  events.reduce(checkoutReducer, from);
const paying: CheckoutEvent[] = [
  { type: 'agree', agreed: true },
  { type: 'pay', balance: 245 },
  { type: 'started', forwardUrl: 'http://pay/x', orderKey: 'key' },
];

describe('checkoutReducer', () => {
  it('needs the terms ticked before Pay Now does anything, and says so until they are', () => {
    const refused = run([{ type: 'pay', balance: 245 }]);
    expect(refused).toEqual({ ...CHECKOUT_START, error: ACCOUNT_MESSAGES.agreeTermsFirst });
    expect(run([{ type: 'agree', agreed: true }], refused)).toEqual({
      ...CHECKOUT_START,
      agreed: true,
    });
    expect(
      run([
        { type: 'agree', agreed: true },
        { type: 'pay', balance: 245 },
      ]),
    ).toEqual({
      step: 'starting',
      storeCard: false,
    });
  });

  it('reserves directly when the balance is 0.00', () => {
    expect(
      run([
        { type: 'agree', agreed: true },
        { type: 'pay', balance: 0 },
      ]),
    ).toEqual({
      step: 'reserving',
    });
  });

  it('frames the card page, then finalises on success', () => {
    expect(run(paying)).toMatchObject({ step: 'paying', orderKey: 'key' });
    expect(run([...paying, { type: 'card-result', result: 'success' }])).toEqual({
      step: 'finalising',
      orderKey: 'key',
      storeCard: false,
    });
    expect(
      run([
        ...paying,
        { type: 'card-result', result: 'success' },
        { type: 'booked', bookingRef: 'LK1' },
      ]),
    ).toEqual({ step: 'done', bookingRef: 'LK1' });
  });

  it('keeps the store-card choice through to finalising', () => {
    const state = run([
      { type: 'store-card', storeCard: true },
      ...paying,
      { type: 'card-result', result: 'success' },
    ]);
    expect(state).toMatchObject({ step: 'finalising', storeCard: true });
  });

  it('shows a payment error for failure, error and other, with a way to try again', () => {
    for (const result of ['failure', 'error', 'other'] as const) {
      const state = run([...paying, { type: 'card-result', result }]);
      expect(state.step).toBe('payment-error');
      expect(run([{ type: 'try-again' }], state)).toEqual({ ...CHECKOUT_START, agreed: true });
    }
  });

  it('goes back to the cart when the shopper cancels', () => {
    expect(run([...paying, { type: 'card-result', result: 'cancelled_by_shopper' }])).toEqual({
      step: 'to-cart',
    });
  });

  it('routes SetCheckout failures', () => {
    const starting = run([
      { type: 'agree', agreed: true },
      { type: 'pay', balance: 1 },
    ]);
    expect(run([{ type: 'to-account' }], starting)).toEqual({ step: 'to-account' });
    expect(run([{ type: 'start-failed', text: 'No' }], starting)).toEqual({
      step: 'payment-error',
      text: 'No',
    });
  });

  it('keeps the order key when finalising fails, and a later answer still books', () => {
    const failed = run([
      ...paying,
      { type: 'card-result', result: 'success' },
      { type: 'finalise-failed' },
    ]);
    expect(failed).toEqual({ step: 'finalise-failed', orderKey: 'key' });
    expect(run([{ type: 'booked', bookingRef: 'LK2' }], failed)).toEqual({
      step: 'done',
      bookingRef: 'LK2',
    });
  });

  it('resumes a pending order after a reload', () => {
    expect(run([{ type: 'resume', orderKey: 'k2' }])).toEqual({
      step: 'finalising',
      orderKey: 'k2',
      storeCard: false,
    });
  });

  it('ignores events that do not belong to the state (a second result, a late start)', () => {
    const done = { step: 'done', bookingRef: 'LK1' } as const;
    expect(run([{ type: 'card-result', result: 'failure' }], done)).toBe(done);
    expect(run([{ type: 'started', forwardUrl: 'x', orderKey: 'y' }])).toBe(CHECKOUT_START);
    expect(run([{ type: 'booked', bookingRef: 'x' }])).toBe(CHECKOUT_START);
  });
});
