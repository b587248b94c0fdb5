import { describe, expect, it } from 'vitest';
import { emptyCartPath } from './empty-cart-path';
import { guestsText } from '../text/guests-text';
import { payAction } from './pay-action';
import { rsOutcome } from './rs-outcome';

describe('payAction', () => {
  it('pays now, or completes the booking when nothing is due', () => {
    expect(payAction(245, true)).toEqual({ label: 'Pay Now', path: '/checkout' });
    expect(payAction(0.001, true).label).toBe('Complete booking');
    expect(payAction(0, false)).toEqual({
      label: 'Complete booking',
      path: '/login-register?redirect=checkout',
    });
  });
});

describe('emptyCartPath', () => {
  it('goes to book-stay with the last searched dates when known', () => {
    expect(emptyCartPath('2026-03-01_2026-03-03')).toBe('/stay/2026-03-01/2');
    expect(emptyCartPath('2026-03-01')).toBe('/stay/2026-03-01');
    expect(emptyCartPath(null)).toBe('/stay');
    expect(emptyCartPath('')).toBe('/stay');
  });

  it('ignores what is not a stay', () => {
    expect(emptyCartPath('2026-02-30_2026-03-03')).toBe('/stay');
    expect(emptyCartPath('2026-03-01_soon')).toBe('/stay');
    expect(emptyCartPath('2026-03-03_2026-03-01')).toBe('/stay/2026-03-03');
    expect(emptyCartPath('2026-03-01_2026-05-01')).toBe('/stay/2026-03-01');
    expect(emptyCartPath('../../x')).toBe('/stay');
  });

  it('counts nights across the clock change', () => {
    expect(emptyCartPath('2026-03-28_2026-03-30')).toBe('/stay/2026-03-28/2');
  });
});

describe('guestsText', () => {
  it('shows Youth as babies and skips zeros', () => {
    expect(guestsText({ Adults: 2, Children: 1, Youth: 2 })).toBe('2 adults, 1 child, 2 babies');
    expect(guestsText({ Adults: 1, Children: 0, Youth: 1 })).toBe('1 adult, 1 baby');
    expect(guestsText({})).toBe('');
  });
});

describe('rsOutcome', () => {
  it('treats SESSION FAIL and ErrorId 1002 as an expired session', () => {
    expect(rsOutcome({ value: 'SESSION FAIL', Text: '' })).toEqual({ kind: 'session-expired' });
    expect(rsOutcome({ value: 'FAIL', Text: 'x', ErrorId: 1002 })).toEqual({
      kind: 'session-expired',
    });
    expect(rsOutcome({ value: 'SUCCESS', Text: '' })).toEqual({ kind: 'ok' });
    expect(rsOutcome({ value: 'FAIL', Text: 'Nope', ErrorId: 7 })).toEqual({
      kind: 'failed',
      text: 'Nope',
    });
  });
});
