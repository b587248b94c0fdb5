import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months';
import { monthGrid } from './month-grid';
import { moveGridFocus } from './move-grid-focus';

describe('monthGrid', () => {
  it('lays a month out Monday first in six weeks', () => {
    const feb = monthGrid('2026-02'); // 1 February 2026 is a Sunday
    expect(feb).toHaveLength(6);
    expect(feb[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(feb[4]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
    expect(feb[5]).toEqual([null, null, null, null, null, null, null]);
    expect(feb.flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2026-06')[0]![0]).toBe('2026-06-01'); // a Monday
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('property: every day of the month once, in order, each under its weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const month = `${y}-${String(m).padStart(2, '0')}`;
        const grid = monthGrid(month);
        const flat = grid.flat();
        const dates = flat.filter((d): d is string => d !== null);
        expect(dates.length).toBe(new Date(Date.UTC(y, m, 0)).getUTCDate());
        dates.forEach((d, i) => expect(d).toBe(`${month}-${String(i + 1).padStart(2, '0')}`));
        flat.forEach((d, i) => {
          if (d) expect((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7).toBe(i % 7);
        });
      }),
    );
  });
});

describe('addMonths', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-01', 1)).toBe('2026-02');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 12)).toBe('2027-03');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});

describe('moveGridFocus (WAI-ARIA date grid keys)', () => {
  it.each([
    ['ArrowLeft', false, '2026-03-01'],
    ['ArrowRight', false, '2026-03-03'],
    ['ArrowUp', false, '2026-02-23'],
    ['ArrowDown', false, '2026-03-09'],
    ['Home', false, '2026-03-02'],
    ['End', false, '2026-03-08'],
    ['PageUp', false, '2026-02-02'],
    ['PageDown', false, '2026-04-02'],
    ['PageUp', true, '2025-03-02'],
    ['PageDown', true, '2027-03-02'],
  ])('%s (shift %s) from Monday 2 March 2026 → %s', (key, shift, expected) => {
    expect(moveGridFocus('2026-03-02', key, shift)).toBe(expected);
  });

  it('keeps Home and End within the week and clamps Page keys to the month end', () => {
    expect(moveGridFocus('2026-03-08', 'Home')).toBe('2026-03-02'); // Sunday → Monday
    expect(moveGridFocus('2026-03-08', 'End')).toBe('2026-03-08');
    expect(moveGridFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveGridFocus('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveGridFocus('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
  });

  it('ignores other keys', () => {
    expect(moveGridFocus('2026-03-02', 'Enter')).toBe(null);
    expect(moveGridFocus('2026-03-02', 'a')).toBe(null);
  });
});
