import { describe, expect, it } from 'vitest';
import { dayAvailability, unavailableText } from './day-availability';

const base = { today: '2025-12-01', closedDates: ['2025-12-25'] };
const open = [{ AvailSlots: 0 }, { AvailSlots: 3 }];

describe('dayAvailability', () => {
  it('is available on a day with a place left', () => {
    expect(dayAvailability({ ...base, day: '2025-12-02', sessions: open })).toBeNull();
    expect(dayAvailability({ ...base, day: '2025-12-01', sessions: open })).toBeNull();
  });

  it('gives each reason a day cannot be chosen', () => {
    expect(dayAvailability({ ...base, day: '2025-11-30', sessions: open })).toBe('past');
    expect(dayAvailability({ ...base, day: '2025-12-25', sessions: open })).toBe('closed');
    expect(dayAvailability({ ...base, day: '2025-12-03', sessions: [] })).toBe('none');
    expect(dayAvailability({ ...base, day: '2025-12-03', sessions: [{ AvailSlots: 0 }] })).toBe(
      'full',
    );
  });

  it('keeps wild swimming to its last date and ice skating to its season', () => {
    const swim = { ...base, lastDate: '2026-01-12', sessions: open };
    expect(dayAvailability({ ...swim, day: '2026-01-12' })).toBeNull();
    expect(dayAvailability({ ...swim, day: '2026-01-13' })).toBe('after-last-date');
    const skate = { ...base, today: '2025-11-01', firstDate: '2025-11-17', sessions: open };
    expect(dayAvailability({ ...skate, day: '2025-11-16' })).toBe('before-season');
    expect(dayAvailability({ ...skate, day: '2025-11-17' })).toBeNull();
  });

  it('does not call a day empty before its sessions are known', () => {
    expect(dayAvailability({ ...base, day: '2025-12-03' })).toBeNull();
  });

  it('counts only the sessions that have not started today', () => {
    // 10:00 in London on 1 December 2025.
    const nowMs = Date.UTC(2025, 11, 1, 10, 0);
    const at = (time: string, AvailSlots: number) => ({
      AvailSlots,
      StartTime: `2025-12-01T${time}:00`,
    });
    const today = { ...base, day: '2025-12-01', nowMs };
    expect(dayAvailability({ ...today, sessions: [at('07:30', 4), at('09:00', 2)] })).toBe(
      'started',
    );
    expect(dayAvailability({ ...today, sessions: [at('07:30', 4), at('16:30', 0)] })).toBe('full');
    expect(dayAvailability({ ...today, sessions: [at('07:30', 0), at('16:30', 3)] })).toBeNull();
    // Another day's sessions are all to come.
    expect(
      dayAvailability({
        ...base,
        day: '2025-12-02',
        nowMs,
        sessions: [{ AvailSlots: 1, StartTime: '2025-12-02T07:30:00' }],
      }),
    ).toBeNull();
  });

  it('has words for every reason', () => {
    expect(unavailableText('full')).toBe('Fully booked.');
    expect(unavailableText('closed')).toBe('Closed on this date.');
  });
});
