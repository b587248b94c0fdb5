import { describe, expect, it } from 'vitest';
import { isMealTime, mealTimes } from './meal-times';
import { PARTY_SIZE_MESSAGE, partySizeError } from './party-size';
import { stayMealBlocks } from './stay-meal-blocks';

describe('dining rules', () => {
  it('keeps breakfast at or before 11:00 and dinner at or after 17:00', () => {
    const times = ['18:30', '07:30', '11:00', '11:15', '16:45', '17:00'];
    expect(mealTimes('breakfast', times)).toEqual(['07:30', '11:00']);
    expect(mealTimes('dinner', times)).toEqual(['17:00', '18:30']);
    expect(isMealTime('dinner', '2025-12-03T17:00:00')).toBe(true);
    expect(isMealTime('breakfast', '2025-12-03T11:01:00')).toBe(false);
  });

  it('books 1 to 12 guests and says so otherwise', () => {
    expect(partySizeError(1)).toBeNull();
    expect(partySizeError(12)).toBeNull();
    expect(partySizeError(0)).toBe(PARTY_SIZE_MESSAGE);
    expect(partySizeError(13)).toBe(PARTY_SIZE_MESSAGE);
    expect(partySizeError(2.5)).toBe(PARTY_SIZE_MESSAGE);
  });

  it('gives each night a dinner block and a breakfast block except the first night', () => {
    expect(stayMealBlocks('2025-12-30', 3)).toEqual([
      { day: '2025-12-30', meal: 'dinner' },
      { day: '2025-12-31', meal: 'breakfast' },
      { day: '2025-12-31', meal: 'dinner' },
      { day: '2026-01-01', meal: 'breakfast' },
      { day: '2026-01-01', meal: 'dinner' },
    ]);
    expect(stayMealBlocks('2025-12-30', 0)).toEqual([]);
  });
});
