import { describe, expect, it } from 'vitest';
import { spaGridDay } from './spa-grid-day';

const at = (day: string, chosen = false) =>
  spaGridDay({ day, today: '2025-12-01', lastDate: '2026-01-12', price: 75, chosen });

describe('spaGridDay', () => {
  it('names a bookable day with its full date and the treatment’s price, and says it is chosen', () => {
    expect(at('2025-12-01')).toEqual({ label: 'Monday 1 December 2025, £75.00', reason: null });
    expect(at('2026-01-12', true)).toEqual({
      label: 'Monday 12 January 2026, chosen, £75.00',
      reason: null,
    });
  });

  it('says in words why a day before today or after the last spa day cannot be booked', () => {
    expect(at('2025-11-30')).toEqual({
      label: 'Sunday 30 November 2025, This date has passed',
      reason: 'past',
    });
    expect(at('2026-01-13')).toEqual({
      label: 'Tuesday 13 January 2026, Not yet bookable',
      reason: 'later',
    });
  });
});
