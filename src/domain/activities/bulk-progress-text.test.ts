import { describe, expect, it } from 'vitest';
import { bulkOutcomeText, bulkProgressText } from './bulk-progress-text';

describe('bulk booking texts', () => {
  it('says which place is being added', () => {
    expect(bulkProgressText(2, 4)).toBe('Adding place 2 of 4');
  });

  it('says exactly how many were added when a request failed part-way', () => {
    expect(bulkOutcomeText(1, 4, 'Sorry, that session is now full.')).toBe(
      '1 place of 4 added to your cart. Sorry, that session is now full.',
    );
    expect(bulkOutcomeText(3, 4, 'Try again.')).toBe(
      '3 places of 4 added to your cart. Try again.',
    );
    expect(bulkOutcomeText(0, 4, 'Try again.')).toBe('No places were added. Try again.');
  });

  it('says how many were kept when the guest stopped', () => {
    expect(bulkOutcomeText(2, 4, null)).toBe('Stopped. 2 places of 4 added to your cart.');
  });
});
