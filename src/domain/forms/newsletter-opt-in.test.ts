import { describe, expect, it } from 'vitest';
import { showsNewsletterOptIn } from './newsletter-opt-in';

describe('showsNewsletterOptIn', () => {
  it('hides the opt-in for the seaside hotel only', () => {
    expect(showsNewsletterOptIn('seaside')).toBe(false);
    expect(showsNewsletterOptIn('lake')).toBe(true);
    expect(showsNewsletterOptIn('inn')).toBe(true);
  });
});
