import { describe, expect, it } from 'vitest';
import { startWhenText, stayWhenText } from './booking-when-text';

describe('booking when text', () => {
  it('says a stay in one line, with its nights', () => {
    expect(stayWhenText('2027-03-12', '2027-03-14', 2)).toBe(
      '12 March, 2027 – 14 March, 2027 · 2 nights',
    );
    expect(stayWhenText('2027-03-12', '2027-03-13', 1)).toBe(
      '12 March, 2027 – 13 March, 2027 · 1 night',
    );
  });

  it('says a start at its time, with its length when known', () => {
    expect(startWhenText('2027-03-13T10:00:00', 90)).toBe('13 March, 2027 at 10:00 · 90 minutes');
    expect(startWhenText('2027-03-12T19:30', null)).toBe('12 March, 2027 at 19:30');
  });
});
