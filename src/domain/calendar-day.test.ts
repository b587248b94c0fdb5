import { describe, expect, it } from 'vitest';
import { addDays, isIsoDay, londonDate } from './calendar-day';

describe('ISO days', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('londonDate', () => {
  it('is the London calendar date, not the local or UTC one', () => {
    expect(londonDate(new Date('2026-03-02T04:30:00Z'))).toBe('2026-03-02');
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
