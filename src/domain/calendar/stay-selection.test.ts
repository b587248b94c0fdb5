import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayLookup, stayDay, stayDays } from '../../testing/stay-days';
import { addDays } from './calendar-day';
import type { StayDay } from './stay-day';
import { NO_SELECTION, type SelectionContext, selectStayDay } from './stay-selection';
import { withStayNights } from './stay-selection-nights';

const TODAY = '2026-02-01';
const ctxOver = (days: StayDay[], more: Partial<SelectionContext> = {}): SelectionContext => ({
  today: TODAY,
  dayOf: dayLookup(days),
  minNights: 1,
  packageMode: false,
  ...more,
});
const open = (days = stayDays('2026-01-01', 120)) => ctxOver(days);

describe('selectStayDay: the three states', () => {
  it('none → start → start and end', () => {
    const ctx = open();
    const start = selectStayDay(NO_SELECTION, '2026-02-10', ctx);
    expect(start).toEqual({ start: '2026-02-10', end: null, minimumNights: false, offer: null });
    const range = selectStayDay(start, '2026-02-13', ctx);
    expect(range).toEqual({
      start: '2026-02-10',
      end: '2026-02-13',
      minimumNights: false,
      offer: null,
    });
  });

  it('a click with both set starts again', () => {
    const ctx = open();
    const range = { start: '2026-02-10', end: '2026-02-13', minimumNights: false, offer: null };
    expect(selectStayDay(range, '2026-02-20', ctx)).toEqual({
      ...NO_SELECTION,
      start: '2026-02-20',
    });
    expect(selectStayDay(range, '2026-02-05', ctx)).toEqual({
      ...NO_SELECTION,
      start: '2026-02-05',
    });
  });

  it('an earlier day moves the start', () => {
    const start = selectStayDay(NO_SELECTION, '2026-02-10', open());
    expect(selectStayDay(start, '2026-02-04', open())).toEqual({
      ...NO_SELECTION,
      start: '2026-02-04',
    });
  });

  it('disables past days: a click before today changes nothing', () => {
    const start = selectStayDay(NO_SELECTION, '2026-02-10', open());
    expect(selectStayDay(start, '2026-01-31', open())).toBe(start);
    expect(selectStayDay(NO_SELECTION, '2026-01-20', open())).toBe(NO_SELECTION);
    expect(selectStayDay(NO_SELECTION, TODAY, open()).start).toBe(TODAY);
  });

  it('never starts on a sold-out, closed, unpriced or unloaded day', () => {
    const days = stayDays('2026-02-01', 28, {
      '2026-02-10': { unavailable: 'sold-out', price: null },
      '2026-02-11': { unavailable: 'closed' },
      '2026-02-12': { price: null, unavailable: 'no-rate' },
    });
    const ctx = ctxOver(days);
    for (const d of ['2026-02-10', '2026-02-11', '2026-02-12', '2026-04-01']) {
      expect(selectStayDay(NO_SELECTION, d, ctx)).toBe(NO_SELECTION);
    }
  });

  it('a sold-out day after the start is a fine departure', () => {
    const days = stayDays('2026-02-01', 28, {
      '2026-02-14': { unavailable: 'sold-out', price: null },
    });
    const start = selectStayDay(NO_SELECTION, '2026-02-10', ctxOver(days));
    expect(selectStayDay(start, '2026-02-14', ctxOver(days)).end).toBe('2026-02-14');
  });
});

describe('selectStayDay: automatic ranges', () => {
  it('sets a one-night range when the next day has no availability', () => {
    const days = stayDays('2026-02-01', 28, {
      '2026-02-11': { unavailable: 'sold-out', price: null },
    });
    expect(selectStayDay(NO_SELECTION, '2026-02-10', ctxOver(days))).toEqual({
      start: '2026-02-10',
      end: '2026-02-11',
      minimumNights: false,
      offer: null,
    });
  });

  it('does not guess when the next day is not loaded yet', () => {
    const days = stayDays('2026-02-01', 28);
    expect(selectStayDay(NO_SELECTION, '2026-02-28', ctxOver(days)).end).toBe(null);
  });

  it('selects a fixed stay whole and flags Minimum nights', () => {
    const days = stayDays('2026-02-01', 28, {
      '2026-02-13': { minNights: 3, maxNights: 3, fixedStay: true },
    });
    expect(selectStayDay(NO_SELECTION, '2026-02-13', ctxOver(days, { minNights: 5 }))).toEqual({
      start: '2026-02-13',
      end: '2026-02-16',
      minimumNights: true,
      offer: null,
    });
  });

  it('otherwise sets the configured minimum nights, never fewer than the rate needs', () => {
    const days = stayDays('2026-02-01', 28, { '2026-02-13': { minNights: 2 } });
    const withConfigured = selectStayDay(
      NO_SELECTION,
      '2026-02-13',
      ctxOver(days, { minNights: 4 }),
    );
    expect(withConfigured).toMatchObject({ end: '2026-02-17', minimumNights: true });
    const fromRate = selectStayDay(NO_SELECTION, '2026-02-13', ctxOver(days, { minNights: 1 }));
    expect(fromRate).toMatchObject({ end: '2026-02-15', minimumNights: true });
  });

  it('a minimum stay of 1 changes nothing', () => {
    const days = stayDays('2026-02-01', 28);
    expect(selectStayDay(NO_SELECTION, '2026-02-13', ctxOver(days, { minNights: 3 })).end).toBe(
      null,
    );
  });
});

describe('selectStayDay: package mode', () => {
  const days = stayDays('2026-02-01', 28, {
    '2026-02-10': { offer: 'SPA-BREAK' },
    '2026-02-12': { offer: 'OTHER' },
  });

  it('takes the offer from the start date when the range completes', () => {
    const ctx = ctxOver(days, { packageMode: true });
    const start = selectStayDay(NO_SELECTION, '2026-02-10', ctx);
    expect(start.offer).toBe(null);
    expect(selectStayDay(start, '2026-02-13', ctx).offer).toBe('SPA-BREAK');
  });

  it('keeps no offer outside package mode', () => {
    const ctx = ctxOver(days);
    const start = selectStayDay(NO_SELECTION, '2026-02-10', ctx);
    expect(selectStayDay(start, '2026-02-13', ctx).offer).toBe(null);
  });
});

describe('withStayNights', () => {
  it('moves the end to the chosen nights after the start', () => {
    const ctx = ctxOver(stayDays('2026-02-01', 28, { '2026-02-10': { offer: 'X' } }), {
      packageMode: true,
    });
    const sel = { start: '2026-02-10', end: '2026-02-16', minimumNights: true, offer: 'X' };
    expect(withStayNights(sel, 2, ctx)).toEqual({
      start: '2026-02-10',
      end: '2026-02-12',
      minimumNights: false,
      offer: 'X',
    });
    expect(withStayNights(NO_SELECTION, 2, ctx)).toBe(NO_SELECTION);
  });
});

// Property tests: arbitrary calendars (some days sold out or restricted) and clicks.
const dayArb = fc.record({
  unavailable: fc.constantFrom(null, null, null, 'sold-out' as const, 'closed' as const),
  minNights: fc.constantFrom(1, 1, 1, 2, 3),
  fixedStay: fc.boolean(),
  offer: fc.constantFrom(null, 'A', 'B'),
});
const calendarArb = fc.array(dayArb, { minLength: 60, maxLength: 60 }).map((list) =>
  list.map((d, i) =>
    stayDay(addDays('2026-01-20', i), {
      ...d,
      price: d.unavailable ? null : 100 + i,
      maxNights: d.fixedStay && d.minNights > 1 ? d.minNights : null,
      fixedStay: d.fixedStay && d.minNights > 1,
    }),
  ),
);
const clickArb = fc.integer({ min: 0, max: 59 }).map((i) => addDays('2026-01-20', i));
const settingsArb = fc.record({
  minNights: fc.integer({ min: 1, max: 5 }),
  packageMode: fc.boolean(),
});

describe('selectStayDay: properties', { timeout: 30_000 }, () => {
  it('always yields none, a start, or a start before its end, never before today', () => {
    fc.assert(
      fc.property(
        calendarArb,
        fc.array(clickArb, { maxLength: 12 }),
        settingsArb,
        (days, clicks, s) => {
          const ctx = ctxOver(days, s);
          let sel = NO_SELECTION;
          for (const click of clicks) {
            sel = selectStayDay(sel, click, ctx);
            if (sel.start === null) expect(sel.end).toBe(null);
            if (sel.start !== null) expect(sel.start >= TODAY).toBe(true);
            if (sel.end !== null) expect(sel.end > sel.start!).toBe(true);
            if (!s.packageMode || sel.end === null) expect(sel.offer).toBe(null);
            else expect(sel.offer).toBe(ctx.dayOf(sel.start!)?.offer ?? null);
          }
        },
      ),
    );
  });

  it('a later day after an open start always sets the end, keeping the start', () => {
    fc.assert(
      fc.property(calendarArb, clickArb, clickArb, settingsArb, (days, a, b, s) => {
        const ctx = ctxOver(days, s);
        const start = selectStayDay(NO_SELECTION, a, ctx);
        fc.pre(start.start !== null && start.end === null && b > start.start);
        const range = selectStayDay(start, b, ctx);
        expect(range.start).toBe(start.start);
        expect(range.end).toBe(b);
        expect(range.minimumNights).toBe(false);
      }),
    );
  });

  it('with a range complete, a click never extends it: it starts again or changes nothing', () => {
    fc.assert(
      fc.property(calendarArb, clickArb, clickArb, clickArb, settingsArb, (days, a, b, c, s) => {
        const ctx = ctxOver(days, s);
        let sel = selectStayDay(NO_SELECTION, a, ctx);
        if (sel.end === null) sel = selectStayDay(sel, b, ctx);
        fc.pre(sel.end !== null);
        const next = selectStayDay(sel, c, ctx);
        if (next !== sel) expect(next.start).toBe(c);
      }),
    );
  });

  it('a start lands on a bookable day; a minimum-stay start flags Minimum nights with at least its nights', () => {
    fc.assert(
      fc.property(calendarArb, clickArb, settingsArb, (days, a, s) => {
        const ctx = ctxOver(days, s);
        const sel = selectStayDay(NO_SELECTION, a, ctx);
        if (sel.start === null) return;
        const day = ctx.dayOf(sel.start)!;
        expect(day.unavailable).toBe(null);
        if (day.minNights > 1) {
          expect(sel.minimumNights).toBe(true);
          const nights = (Date.parse(sel.end!) - Date.parse(sel.start)) / 86_400_000;
          expect(nights).toBe(day.fixedStay ? day.minNights : Math.max(s.minNights, day.minNights));
        } else {
          expect(sel.minimumNights).toBe(false);
        }
      }),
    );
  });
});
