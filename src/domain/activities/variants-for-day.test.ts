import { describe, expect, it } from 'vitest';
import { isOffPeakVariant, variantsForDay } from './variants-for-day';

const names = ['Adult peak', 'Child peak', 'Adult off peak', 'Child Off-Peak', 'Family offpeak'];
const variants = names.map((GroupItemName) => ({ GroupItemName }));

describe('variantsForDay', () => {
  it('shows only the variants not named off peak on a peak day', () => {
    expect(variantsForDay(variants, false).map((v) => v.GroupItemName)).toEqual([
      'Adult peak',
      'Child peak',
    ]);
  });

  it('shows only the off-peak variants on an off-peak day', () => {
    expect(variantsForDay(variants, true).map((v) => v.GroupItemName)).toEqual([
      'Adult off peak',
      'Child Off-Peak',
      'Family offpeak',
    ]);
  });

  it('does not take a word that merely contains "peak" for off peak', () => {
    expect(isOffPeakVariant('Peak District walk')).toBe(false);
    expect(isOffPeakVariant('Takeoff peakers')).toBe(false);
  });
});
