import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('dayRange', () => {
  it('lists every day from start to end, across months, leap days and clock changes', () => {
    expect(dayRange('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(dayRange('2026-03-28', '2026-03-30')).toHaveLength(3);
    expect(dayRange('2026-10-24', '2026-10-26')).toHaveLength(3);
    expect(dayRange('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
    expect(dayRange('2026-01-02', '2026-01-01')).toEqual([]);
  });
});
