import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { longDate } from './long-date';

describe('longDate', () => {
  it('shows a calendar date as D MMMM, YYYY, as formatDate does', () => {
    for (const day of ['2026-01-02', '2026-03-31', '2025-12-25', '2028-02-29']) {
      expect(longDate(day)).toBe(formatDate(day));
    }
    expect(longDate('2026-03-31')).toBe('31 March, 2026');
  });

  it('gives back what is not a date', () => {
    expect(longDate('next Friday')).toBe('next Friday');
    expect(longDate('2026-13-01')).toBe('2026-13-01');
  });
});
