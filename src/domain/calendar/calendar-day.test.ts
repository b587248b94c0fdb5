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

  it('changes with British Summer Time at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(londonDate(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(londonDate(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonDate(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('agrees with Intl’s Europe/London every half hour around each change, 2000–2060', () => {
    const london = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const disagreements: string[] = [];
    for (let year = 2000; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 20);
        for (let time = start; time < start + 14 * 86_400_000; time += 1_800_000) {
          const instant = new Date(time);
          if (londonDate(instant) !== london.format(instant)) {
            disagreements.push(instant.toISOString());
          }
        }
      }
      // And midnights through the year.
      for (let day = 0; day < 366; day += 7) {
        const instant = new Date(Date.UTC(year, 0, 1 + day, 23, 30));
        if (londonDate(instant) !== london.format(instant))
          disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });
});
