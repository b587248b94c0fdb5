import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import { clampFirstMonth, dateGridKey } from './date-grid-key';

const view = { first: '2026-02', shown: 2, firstMonth: '2026-02', lastMonth: '2026-12' };

describe('dateGridKey (the date grid keyboard model)', () => {
  it('moves within the months shown without turning them', () => {
    expect(dateGridKey(view, '2026-02-10', 'ArrowRight')).toEqual({
      focus: '2026-02-11',
      first: '2026-02',
    });
    expect(dateGridKey(view, '2026-02-28', 'ArrowDown')).toEqual({
      focus: '2026-03-07',
      first: '2026-02',
    });
  });

  it('turns the months when focus leaves them, forwards and back', () => {
    expect(dateGridKey(view, '2026-03-14', 'PageDown')).toEqual({
      focus: '2026-04-14',
      first: '2026-03',
    });
    const later = { ...view, first: '2026-05' };
    expect(dateGridKey(later, '2026-05-01', 'ArrowLeft')).toEqual({
      focus: '2026-04-30',
      first: '2026-04',
    });
    expect(dateGridKey(later, '2026-05-10', 'PageUp', true)).toEqual({
      focus: '2026-02-01',
      first: '2026-02',
    });
  });

  it('holds focus within the allowed months', () => {
    expect(dateGridKey(view, '2026-02-03', 'ArrowUp')).toEqual({
      focus: '2026-02-01',
      first: '2026-02',
    });
    const end = { ...view, first: '2026-11' };
    expect(dateGridKey(end, '2026-12-20', 'PageDown')).toEqual({
      focus: '2026-12-31',
      first: '2026-11',
    });
    expect(dateGridKey(end, '2026-12-31', 'ArrowRight', false)?.focus).toBe('2026-12-31');
  });

  it('keeps Home and End within the week', () => {
    expect(dateGridKey(view, '2026-02-18', 'Home')?.focus).toBe('2026-02-16');
    expect(dateGridKey(view, '2026-02-18', 'End')?.focus).toBe('2026-02-22');
  });

  it('ignores other keys', () => {
    expect(dateGridKey(view, '2026-02-18', 'Enter')).toBe(null);
    expect(dateGridKey(view, '2026-02-18', ' ')).toBe(null);
  });

  it('six right arrows and three down arrows move exactly 27 days, one step per key', () => {
    let state = { ...view, shown: 1 };
    let focus = '2026-02-10';
    for (const key of [
      ...Array<string>(6).fill('ArrowRight'),
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
    ]) {
      const next = dateGridKey(state, focus, key)!;
      focus = next.focus;
      state = { ...state, first: next.first };
    }
    expect(focus).toBe(addDays('2026-02-10', 27));
    expect(state.first).toBe('2026-03');
  });
});

describe('clampFirstMonth', () => {
  it('keeps every month shown within the allowed months', () => {
    expect(clampFirstMonth(view, '2026-12')).toBe('2026-11');
    expect(clampFirstMonth(view, '2025-06')).toBe('2026-02');
    expect(clampFirstMonth({ ...view, shown: 1 }, '2026-12')).toBe('2026-12');
    expect(clampFirstMonth({ ...view, lastMonth: '2026-02' }, '2026-02')).toBe('2026-02');
  });
});
