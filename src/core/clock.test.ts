import { afterEach, describe, expect, it } from 'vitest';
import { isIsoDay, londonDate, nowMs, pinNow, pinToday, pinnedToday, today } from './clock';

afterEach(() => pinToday());

describe('londonDate', () => {
  it('is the London calendar date, not the local or UTC one', () => {
    // 23:30 in New York on 1 March is 04:30 on 2 March in London (GMT).
    expect(londonDate(new Date('2026-03-02T04:30:00Z'))).toBe('2026-03-02');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // 23:30 UTC in winter is still the same day in London.
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('today', () => {
  it('follows the pin and refuses nonsense', () => {
    pinToday('2025-12-01');
    expect(today()).toBe('2025-12-01');
    expect(pinnedToday()).toBe('2025-12-01');
    expect(() => pinToday('2025-02-30')).toThrow(RangeError);
    pinToday();
    expect(pinnedToday()).toBeUndefined();
    expect(today()).toBe(londonDate(new Date()));
  });

  it('validates calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
});

describe('the page pin', () => {
  it('follows ?ik-now= on the page, over pinToday(), and ignores a bad one', () => {
    const real = globalThis.location;
    const pageAt = (search: string) =>
      Object.defineProperty(globalThis, 'location', { value: { search }, configurable: true });
    try {
      pinToday('2025-12-01');
      pageAt('?ik-now=2026-01-12');
      expect(today()).toBe('2026-01-12');
      pageAt('?ik-now=2026-13-40');
      expect(today()).toBe('2025-12-01');
    } finally {
      Object.defineProperty(globalThis, 'location', { value: real, configurable: true });
    }
  });
});

describe('the config pin', () => {
  it('pins today from the config block\'s "now" when nothing else does', async () => {
    const { resetConfig } = await import('./config');
    resetConfig({ now: '2025-11-20' });
    try {
      expect(today()).toBe('2025-11-20');
      pinToday('2025-12-01');
      expect(today()).toBe('2025-12-01');
    } finally {
      resetConfig();
    }
  });
});

describe('the moment now', () => {
  afterEach(() => pinNow());

  it('is the machine’s until pinned, the pinned one after, and the machine’s again', () => {
    const before = Date.now();
    expect(nowMs()).toBeGreaterThanOrEqual(before);
    pinNow(Date.parse('2026-01-10T12:00:00Z'));
    expect(nowMs()).toBe(Date.parse('2026-01-10T12:00:00Z'));
    pinNow();
    expect(nowMs()).toBeGreaterThanOrEqual(before);
  });

  it('refuses what is not a moment', () => {
    expect(() => pinNow(Number.NaN)).toThrow(RangeError);
  });
});
