import { describe, expect, it } from 'vitest';
import { hasStarted } from './has-started';

// 10:00 in London on 14 March 2026 (GMT) and on 14 July 2026 (BST, 09:00 UTC).
const MARCH_10 = Date.UTC(2026, 2, 14, 10, 0);
const JULY_10 = Date.UTC(2026, 6, 14, 9, 0);

describe('hasStarted', () => {
  it('is true for an earlier day and false for a later one', () => {
    expect(hasStarted('2026-03-13T18:00:00', '2026-03-14', MARCH_10)).toBe(true);
    expect(hasStarted('2026-03-15T07:30:00', '2026-03-14', MARCH_10)).toBe(false);
  });

  it('compares today’s sessions with the time in London', () => {
    expect(hasStarted('2026-03-14T09:00:00', '2026-03-14', MARCH_10)).toBe(true);
    expect(hasStarted('2026-03-14T10:00:00', '2026-03-14', MARCH_10)).toBe(true);
    expect(hasStarted('2026-03-14T10:30:00', '2026-03-14', MARCH_10)).toBe(false);
    expect(hasStarted('2026-07-14T09:30:00', '2026-07-14', JULY_10)).toBe(true);
    expect(hasStarted('2026-07-14T10:30:00', '2026-07-14', JULY_10)).toBe(false);
  });

  it('counts only the day when today is pinned to another date', () => {
    expect(hasStarted('2025-12-01T07:30:00', '2025-12-01', MARCH_10)).toBe(false);
  });
});
