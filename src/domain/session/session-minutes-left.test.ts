import { describe, expect, it } from 'vitest';
import { lifetimeEndFrom, sessionMinutesLeft } from './session-minutes-left';

const NOW = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;

describe('sessionMinutesLeft', () => {
  it('is the idle timeout while the lifetime is far off, or unknown', () => {
    expect(sessionMinutesLeft(19, NOW + 600 * MIN, NOW)).toBe(19);
    expect(sessionMinutesLeft(19, null, NOW)).toBe(19);
  });

  it('never runs past the end of the 12-hour lifetime, whatever the activity', () => {
    expect(sessionMinutesLeft(19, NOW + 7 * MIN + 30_000, NOW)).toBe(7);
    expect(sessionMinutesLeft(19, NOW - MIN, NOW)).toBe(0);
  });

  it('dates the lifetime end from an answer', () => {
    expect(lifetimeEndFrom(5, NOW)).toBe(NOW + 5 * MIN);
    expect(lifetimeEndFrom(null, NOW)).toBeNull();
  });
});
