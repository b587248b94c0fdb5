import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSession, sessionCookieTimes } from './session-timer';

describe('sessionCookieTimes', () => {
  it('sets the session cookie for the timeout and the warning 5 minutes earlier', () => {
    const now = Date.UTC(2026, 0, 12, 10, 0, 0);
    const times = sessionCookieTimes(now, 19);
    expect(times.session.toISOString()).toBe('2026-01-12T10:19:00.000Z');
    expect(times.warning.toISOString()).toBe('2026-01-12T10:14:00.000Z');
  });

  it('never puts the warning before now or after the session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        (now, m) => {
          const { session, warning } = sessionCookieTimes(now, m);
          return warning.getTime() >= now && warning.getTime() <= session.getTime();
        },
      ),
    );
  });
});

describe('checkSession', () => {
  const base = { sessionCookie: true, warningCookie: true, cartHasItems: true, warned: false };

  it('does nothing while both cookies live', () => {
    expect(checkSession(base)).toBe('none');
  });
  it('warns once when the warning cookie is gone and the cart has items', () => {
    expect(checkSession({ ...base, warningCookie: false })).toBe('warn');
    expect(checkSession({ ...base, warningCookie: false, warned: true })).toBe('none');
  });
  it('does not warn about an empty cart', () => {
    expect(checkSession({ ...base, warningCookie: false, cartHasItems: false })).toBe('none');
  });
  it('expires when the session cookie is gone, whatever else', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (w, c, warned) => {
        const check = { sessionCookie: false, warningCookie: w, cartHasItems: c, warned };
        return checkSession(check) === 'expire';
      }),
    );
  });
});
