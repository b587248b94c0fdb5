import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatTime } from './format-date';
import { formatWeekdayDate } from './format-weekday-date';
import { formatMoney, formatWholePounds } from './format-money';

describe('formatting', () => {
  it('shows money as pounds with two decimals', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(245)).toBe('£245.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });
  it('floors calendar prices to whole pounds', () => {
    expect(formatWholePounds(129.99)).toBe('£129');
    expect(formatWholePounds(1000)).toBe('£1,000');
  });
  it('shows dates as D MMMM, YYYY in any time zone', () => {
    expect(formatDate('2026-01-12')).toBe('12 January, 2026');
    expect(formatDate('2026-01-02T23:30:00Z')).toBe('2 January, 2026');
    expect(formatDate('2026-12-31')).toBe('31 December, 2026');
  });
  it('names months and weekdays in full', () => {
    expect(formatMonth('2026-02')).toBe('February 2026');
    expect(formatWeekdayDate('2026-02-02')).toBe('Monday 2 February, 2026');
    expect(formatWeekdayDate('2026-03-29')).toBe('Sunday 29 March, 2026');
  });
  it('shows 24-hour times', () => {
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime('2026-01-12T17:30:00')).toBe('17:30');
  });
});
