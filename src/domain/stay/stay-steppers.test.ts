import { describe, expect, it } from 'vitest';
import { BOOK_STAY_LIMITS, BOOK_STAY_STEPPERS, STAY_STEPPERS, clampStepper } from './stay-steppers';

describe('stay steppers', () => {
  it('have the ranges and age notes of the specification', () => {
    expect(STAY_STEPPERS.map((s) => [s.field, s.min, s.max, s.note])).toEqual([
      ['nights', 1, 28, null],
      ['adults', 1, 8, 'Includes children aged 13 and over'],
      ['children', 0, 4, 'Aged 3 to 12'],
      ['infants', 0, 2, 'Aged 2 and under'],
    ]);
  });

  it('allow babies 0 to 4 on Book your Stay, within the limits its route reads', () => {
    expect(BOOK_STAY_STEPPERS.map((s) => [s.field, s.min, s.max])).toEqual([
      ['nights', ...BOOK_STAY_LIMITS.nights],
      ['adults', ...BOOK_STAY_LIMITS.adults],
      ['children', ...BOOK_STAY_LIMITS.children],
      ['infants', ...BOOK_STAY_LIMITS.infants],
    ]);
    expect(BOOK_STAY_STEPPERS.find((s) => s.field === 'infants')!.max).toBe(4);
  });

  it.each([
    ['nights', 0, 1],
    ['nights', 29, 28],
    ['adults', 0, 1],
    ['adults', 9, 8],
    ['children', -1, 0],
    ['children', 5, 4],
    ['infants', 3, 2],
    ['infants', 1.7, 1],
    ['adults', Number.NaN, 1],
  ] as const)('clamps %s %s to %s', (field, value, expected) => {
    expect(clampStepper(field, value)).toBe(expected);
  });
});
