import { describe, expect, it } from 'vitest';
import { isOnOrAfter } from './on-or-after';

describe('isOnOrAfter', () => {
  it('accepts the same day and any later day', () => {
    expect(isOnOrAfter('2026-03-01', '2026-03-01')).toBe(true);
    expect(isOnOrAfter('2026-03-02', '2026-03-01')).toBe(true);
    expect(isOnOrAfter('2027-01-01', '2026-12-31')).toBe(true);
  });
  it('refuses an earlier day', () => {
    expect(isOnOrAfter('2026-02-28', '2026-03-01')).toBe(false);
    expect(isOnOrAfter('2025-12-31', '2026-01-01')).toBe(false);
  });
  it('refuses anything that is not a real date', () => {
    expect(isOnOrAfter('2026-02-30', '2026-01-01')).toBe(false);
    expect(isOnOrAfter('tomorrow', '2026-01-01')).toBe(false);
    expect(isOnOrAfter('2026-03-01', 'today')).toBe(false);
    expect(isOnOrAfter('', '2026-01-01')).toBe(false);
  });
});
