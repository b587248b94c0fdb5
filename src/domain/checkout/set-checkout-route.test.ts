import { describe, expect, it } from 'vitest';
import { setCheckoutRoute } from './set-checkout-route';

describe('setCheckoutRoute', () => {
  it('goes on after SUCCESS', () => {
    expect(setCheckoutRoute({ value: 'SUCCESS', Text: '' })).toEqual({ kind: 'ok' });
  });

  it('sends a missing city or ErrorId 1000 to the account page', () => {
    expect(setCheckoutRoute({ value: 'FAIL', Text: 'Invalid address: City is required' })).toEqual({
      kind: 'account',
    });
    expect(setCheckoutRoute({ value: 'FAIL', Text: 'Anything', ErrorId: 1000 })).toEqual({
      kind: 'account',
    });
  });

  it('updates the session for ErrorId 1007', () => {
    expect(setCheckoutRoute({ value: 'FAIL', Text: 'stale', ErrorId: 1007 })).toEqual({
      kind: 'update-session',
    });
  });

  it('treats SESSION FAIL and 1002 as an expired session', () => {
    expect(setCheckoutRoute({ value: 'SESSION FAIL', Text: '' }).kind).toBe('session-expired');
    expect(setCheckoutRoute({ value: 'FAIL', Text: '', ErrorId: 1002 }).kind).toBe(
      'session-expired',
    );
  });

  it('shows any other text as a payment error', () => {
    expect(setCheckoutRoute({ value: 'FAIL', Text: 'Card service down' })).toEqual({
      kind: 'payment-error',
      text: 'Card service down',
    });
  });
});
