import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up';

describe('countUpValue', () => {
  it('starts at from, ends exactly at to, and eases out in between', () => {
    expect(countUpValue(0, 420, 0, 900)).toBe(0);
    expect(countUpValue(0, 420, 900, 900)).toBe(420);
    expect(countUpValue(0, 420, 5000, 900)).toBe(420);
    const half = countUpValue(0, 420, 450, 900);
    expect(half).toBeGreaterThan(210); // eased out: past half way at half time
    expect(half).toBeLessThan(420);
  });

  it('shows the target at once without a duration', () => {
    expect(countUpValue(0, 380, 0, 0)).toBe(380);
  });

  it('counts down too', () => {
    expect(countUpValue(500, 300, 450, 900)).toBeLessThan(500);
    expect(countUpValue(500, 300, 450, 900)).toBeGreaterThanOrEqual(300);
    expect(countUpValue(500, 300, 900, 900)).toBe(300);
  });

  it('always shows a whole number between from and to, never moving backwards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (from, to, duration, elapsed) => {
          const value = countUpValue(from, to, elapsed, duration);
          const later = countUpValue(from, to, elapsed + 16, duration);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(Math.min(from, to));
          expect(value).toBeLessThanOrEqual(Math.max(from, to));
          if (to >= from) expect(later).toBeGreaterThanOrEqual(value);
          else expect(later).toBeLessThanOrEqual(value);
        },
      ),
    );
  });
});
