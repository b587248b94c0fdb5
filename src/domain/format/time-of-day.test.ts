import { describe, expect, it } from 'vitest';
import { isTimeAfter, TIME_OF_DAY_PATTERN } from './time-of-day';

describe('TIME_OF_DAY_PATTERN', () => {
  it('accepts 24-hour HH:mm times only', () => {
    for (const t of ['00:00', '09:30', '17:05', '23:59'])
      expect(TIME_OF_DAY_PATTERN.test(t)).toBe(true);
    for (const t of ['24:00', '9:30', '12:60', '12:00pm', ''])
      expect(TIME_OF_DAY_PATTERN.test(t)).toBe(false);
  });
});

describe('isTimeAfter', () => {
  it('is true only for a strictly later time', () => {
    expect(isTimeAfter('15:00', '10:30')).toBe(true);
    expect(isTimeAfter('10:30', '10:30')).toBe(false);
    expect(isTimeAfter('09:59', '10:00')).toBe(false);
  });
  it('is false when either is not a time', () => {
    expect(isTimeAfter('15:00', '')).toBe(false);
    expect(isTimeAfter('3pm', '10:00')).toBe(false);
  });
});
