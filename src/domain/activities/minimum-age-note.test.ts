import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULTS } from './activity-config';
import { minimumAgeNote } from './minimum-age-note';

describe('minimumAgeNote', () => {
  it('gives the sauna’s minimum age of 16 when the class names none', () => {
    expect(minimumAgeNote(null, ACTIVITY_DEFAULTS.saunaMinimumAge)).toBe('Minimum age 16.');
  });

  it('prefers the class’s own minimum age', () => {
    expect(minimumAgeNote(12, 16)).toBe('Minimum age 12.');
  });

  it('says nothing when no age applies', () => {
    expect(minimumAgeNote(0)).toBeNull();
    expect(minimumAgeNote(null, null)).toBeNull();
  });
});
