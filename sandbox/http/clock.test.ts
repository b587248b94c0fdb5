import { describe, expect, it } from 'vitest';
import { londonToday, resolveToday } from './clock';

describe('the sandbox clock', () => {
  it('reads today in Europe/London, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London is on UTC.
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  const instant = new Date('2026-06-30T12:00:00Z');

  it('prefers a valid request pin, then the server pin, then the real date', () => {
    expect(resolveToday('2025-12-01', '2026-01-01', instant)).toBe('2025-12-01');
    expect(resolveToday(undefined, '2026-01-01', instant)).toBe('2026-01-01');
    expect(resolveToday(undefined, undefined, instant)).toBe('2026-06-30');
  });

  it.each(['2025-02-30', 'tomorrow', '2025-1-1', ''])(
    'ignores an invalid request pin (%s)',
    (pin) => {
      expect(resolveToday(pin, '2026-01-01', instant)).toBe('2026-01-01');
    },
  );
});
