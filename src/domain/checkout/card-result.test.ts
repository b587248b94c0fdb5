import { describe, expect, it } from 'vitest';
import { cardResult } from './card-result';

describe('cardResult', () => {
  it('maps the payment page statuses to the §4 card results', () => {
    expect(cardResult('AUTHORISED')).toBe('success');
    expect(cardResult('REFUSED')).toBe('failure');
    expect(cardResult('ERROR')).toBe('error');
    expect(cardResult('SHOPPER_CANCELLED')).toBe('cancelled_by_shopper');
  });

  it('treats anything else as other', () => {
    for (const status of ['', 'authorised', 'PENDING', 'toString', '__proto__']) {
      expect(cardResult(status)).toBe('other');
    }
  });
});
