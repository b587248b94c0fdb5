import { describe, expect, it } from 'vitest';
import { holdMinutesLeft } from './hold-minutes-left';
import { sessionCookieTimes } from '../session/session-timer';

describe('holdMinutesLeft', () => {
  const now = Date.UTC(2026, 2, 14, 12, 0, 0);
  it('counts minutes, rounded up, down to the session cookie’s end', () => {
    const until = String(sessionCookieTimes(now, 19).session.getTime());
    expect(holdMinutesLeft(until, now)).toBe(19);
    expect(holdMinutesLeft(until, now + 1)).toBe(19);
    expect(holdMinutesLeft(until, now + 60_000)).toBe(18);
    expect(holdMinutesLeft(until, now + 14 * 60_000 + 30_000)).toBe(5);
    expect(holdMinutesLeft(until, now + 18 * 60_000 + 59_000)).toBe(1);
    expect(holdMinutesLeft(until, now + 19 * 60_000)).toBe(0);
    expect(holdMinutesLeft(until, now + 25 * 60_000)).toBe(0);
  });
  it('is unknown without a readable time', () => {
    expect(holdMinutesLeft(undefined, now)).toBeNull();
    expect(holdMinutesLeft('', now)).toBeNull();
    expect(holdMinutesLeft('soon', now)).toBeNull();
    expect(holdMinutesLeft('-5', now)).toBeNull();
  });
});
