import { describe, expect, it } from 'vitest';
import { ratesFoundText } from './rates-found-text';

describe('ratesFoundText', () => {
  it('says how many room types and the lowest stay price', () => {
    expect(ratesFoundText(3, [540, 282, 400], 2)).toBe(
      '3 room types available for 2 nights, from £282.00.',
    );
    expect(ratesFoundText(1, [120], 1)).toBe('1 room type available for 1 night, from £120.00.');
  });

  it('says when nothing is left', () => {
    expect(ratesFoundText(0, [], 2)).toBe('No rooms are available for these 2 nights.');
  });
});
