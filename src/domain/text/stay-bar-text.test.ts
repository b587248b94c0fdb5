import { describe, expect, it } from 'vitest';
import { stayBarText } from './stay-bar-text';

const stay = (arrival: string, departure: string, adults = 2, children = 0, infants = 0) =>
  stayBarText({ arrival, departure, adults, children, infants });

describe('stayBarText', () => {
  it('writes a stay within a month as one range and its guests', () => {
    expect(stay('2025-12-22', '2025-12-24')).toBe('22–24 Dec · 2 adults');
    expect(stay('2026-05-01', '2026-05-02', 1)).toBe('1–2 May · 1 adult');
  });

  it('names both months when the stay crosses one, and the years across a new year', () => {
    expect(stay('2026-01-30', '2026-02-02')).toBe('30 Jan – 2 Feb · 2 adults');
    expect(stay('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027 · 2 adults');
  });

  it('counts children and babies (the search’s infants) after the adults', () => {
    expect(stay('2025-12-22', '2025-12-24', 2, 1, 2)).toBe(
      '22–24 Dec · 2 adults, 1 child, 2 babies',
    );
    expect(stay('2025-12-22', '2025-12-24', 2, 3, 1)).toBe(
      '22–24 Dec · 2 adults, 3 children, 1 baby',
    );
  });
});
