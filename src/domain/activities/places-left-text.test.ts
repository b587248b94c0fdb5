import { describe, expect, it } from 'vitest';
import { placesLeftText } from './places-left-text';

describe('placesLeftText', () => {
  it('says the places left, one and many, and full at none', () => {
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(6)).toBe('6 places left');
    expect(placesLeftText(0)).toBe('Fully booked');
  });
});
