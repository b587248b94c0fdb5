import { describe, expect, it } from 'vitest';
import { EXCLUDED_EXTRA_NAMES } from './excluded-extra-names';
import { isExcludedExtra } from './is-excluded-extra';
import { postStayExtras } from './post-stay-extras';

describe('post-stay extras', () => {
  it('excludes the eleven names of booking-engine.md §5 in any case or spacing', () => {
    expect(EXCLUDED_EXTRA_NAMES).toHaveLength(11);
    for (const name of ['Cot', 'EXTRA  BED', ' Twin ', 'Double', 'Late Arrival', 'Anniversary']) {
      expect(isExcludedExtra(name), name).toBe(true);
    }
    for (const name of ['Special Occasion', 'Allergies', 'Guest Note', 'Honeymoon', 'Dogs']) {
      expect(isExcludedExtra(name), name).toBe(true);
    }
  });

  it('keeps every other service, in order', () => {
    const services = ['Prosecco', 'Dogs', 'Flowers', 'Double', 'Double Espresso Hamper'].map(
      (PMSSpecialServiceName) => ({ PMSSpecialServiceName }),
    );
    expect(postStayExtras(services).map((s) => s.PMSSpecialServiceName)).toEqual([
      'Prosecco',
      'Flowers',
      'Double Espresso Hamper',
    ]);
  });
});
