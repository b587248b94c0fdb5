import { describe, expect, it } from 'vitest';
import { rateTerms } from './rate-terms';

describe('rateTerms', () => {
  it('says the offer without repeating the name, and nothing when there is nothing more', () => {
    expect(
      rateTerms({ name: 'Lodge Long Stay', description: 'Lodge Long Stay', offer: 'fourthfree' }),
    ).toBe('Fourth night free');
    expect(rateTerms({ name: 'Room Only', description: '', offer: null })).toBe('');
    expect(rateTerms({ name: 'Room Only', description: 'Room Only', offer: null })).toBe('');
  });

  it('leads with what the description adds and ends with the cancellation terms', () => {
    expect(
      rateTerms({
        name: 'Bed & Breakfast',
        description: 'Breakfast included',
        offer: 'fifteenpcoff',
        cancellation: 'Free cancellation until 15 Dec',
      }),
    ).toBe('Breakfast included · 15% off · Free cancellation until 15 Dec');
  });
});
