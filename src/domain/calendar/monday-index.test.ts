import { describe, expect, it } from 'vitest';
import { mondayIndex } from './monday-index';

describe('mondayIndex', () => {
  it('counts Monday 0 to Sunday 6, the same in every time zone', () => {
    expect(['2026-01-12', '2026-01-13', '2026-01-17', '2026-01-18'].map(mondayIndex)).toEqual([
      0, 1, 5, 6,
    ]);
    expect(mondayIndex('2028-02-29')).toBe(1);
  });
});
