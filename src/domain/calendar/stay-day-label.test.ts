import { describe, expect, it } from 'vitest';
import { dayLookup, stayDays } from '../../testing/stay-days';
import { addDays } from './calendar-day';
import { shortestStay } from './shortest-stay';
import { stayDayLabel } from './stay-day-label';
import { stayDayStatus } from './stay-day-status';

const TODAY = '2026-02-01';
const days = stayDays('2026-01-25', 40, {
  '2026-02-05': { unavailable: 'sold-out', price: null, roomsAvailable: 0 },
  '2026-02-06': { unavailable: 'closed' },
  '2026-02-07': { unavailable: 'no-rate', price: null },
  '2026-02-09': { minNights: 3 },
  '2026-02-10': { minNights: 2, maxNights: 2, fixedStay: true, price: 141 },
  '2026-02-11': { roomsAvailable: 4, price: 99.9 },
  '2026-02-12': { roomsAvailable: 1 },
  '2026-02-13': { maxNights: 2 },
});
const dayOf = dayLookup(days);

type Place = 'arrival' | 'departure' | 'within' | null;

function label(date: string, open: string | null = null, place: Place = null, loading = false) {
  return stayDayLabel({
    date,
    day: dayOf(date),
    status: stayDayStatus(date, { today: TODAY, dayOf, openStart: open }),
    place,
    loading,
    shortest: shortestStay(date, dayOf),
  });
}

describe('stayDayLabel as an arrival', () => {
  it.each([
    [
      'an ordinary day',
      '2026-02-02',
      'Monday 2 February 2026, from £120 for 1 night, 10 rooms left',
    ],
    ['today', TODAY, 'Sunday 1 February 2026, from £120 for 1 night, 10 rooms left'],
    [
      'a day with 4 rooms',
      '2026-02-11',
      'Wednesday 11 February 2026, from £99 for 1 night, 4 rooms left',
    ],
    [
      'a day with 1 room',
      '2026-02-12',
      'Thursday 12 February 2026, from £120 for 1 night, 1 room left',
    ],
    [
      'a minimum stay',
      '2026-02-09',
      'Monday 9 February 2026, from £360 for 3 nights, 10 rooms left, Minimum stay 3 nights',
    ],
    [
      'a fixed stay',
      '2026-02-10',
      'Tuesday 10 February 2026, from £240 for 2 nights, 10 rooms left, Fixed stay of 2 nights',
    ],
    [
      'a maximum stay (no restriction on arriving)',
      '2026-02-13',
      'Friday 13 February 2026, from £120 for 1 night, 10 rooms left',
    ],
    ['a sold-out day', '2026-02-05', 'Thursday 5 February 2026, Sold out'],
    ['a day closed to arrivals', '2026-02-06', 'Friday 6 February 2026, Closed for arrivals'],
    ['a day with no rate', '2026-02-07', 'Saturday 7 February 2026, No rooms available'],
    ['a past day', '2026-01-30', 'Friday 30 January 2026, Past date'],
    ['a day not loaded', '2026-06-01', 'Monday 1 June 2026, Not available'],
  ])('%s', (_, date, name) => {
    expect(label(date)).toBe(name);
  });

  it('says prices are loading, and nothing it does not know yet', () => {
    expect(label('2026-02-03', null, null, true)).toBe('Tuesday 3 February 2026, prices loading');
    expect(label('2026-02-05', null, 'arrival', true)).toBe(
      'Thursday 5 February 2026, arrival, prices loading',
    );
  });

  it('names its place in the chosen range', () => {
    expect(label('2026-02-02', null, 'arrival')).toBe(
      'Monday 2 February 2026, arrival, from £120 for 1 night, 10 rooms left',
    );
    expect(label('2026-02-03', null, 'within')).toBe(
      'Tuesday 3 February 2026, in your stay, from £120 for 1 night, 10 rooms left',
    );
  });

  it('gives the nightly price when its shortest stay cannot be priced', () => {
    const name = stayDayLabel({
      date: '2026-02-02',
      day: dayOf('2026-02-02'),
      status: stayDayStatus('2026-02-02', { today: TODAY, dayOf, openStart: null }),
      place: null,
      loading: false,
      shortest: null,
    });
    expect(name).toBe('Monday 2 February 2026, from £120 a night, 10 rooms left');
  });
});

describe('stayDayLabel as a departure', () => {
  it.each([
    ['one night', '2026-02-02', '2026-02-03', 'Tuesday 3 February 2026, 1 night, total £120'],
    ['two nights', '2026-02-02', '2026-02-04', 'Wednesday 4 February 2026, 2 nights, total £240'],
    [
      'on a sold-out day',
      '2026-02-03',
      '2026-02-05',
      'Thursday 5 February 2026, 2 nights, total £240',
    ],
    [
      'beyond a sold-out night',
      '2026-02-03',
      '2026-02-06',
      'Friday 6 February 2026, 3 nights, The night of 5 February, 2026 is sold out',
    ],
    [
      'too short for the arrival',
      '2026-02-09',
      '2026-02-10',
      'Tuesday 10 February 2026, 1 night, Minimum stay 3 nights from this arrival',
    ],
    [
      'too long for the arrival',
      '2026-02-13',
      '2026-02-16',
      'Monday 16 February 2026, 3 nights, Maximum stay 2 nights from this arrival',
    ],
  ])('%s', (_, open, date, name) => {
    expect(label(date, open)).toBe(name);
  });

  it('names the chosen departure as such', () => {
    expect(label('2026-02-04', '2026-02-02', 'departure')).toBe(
      'Wednesday 4 February 2026, departure, 2 nights, total £240',
    );
  });

  it('an arrival says the total its shortest stay’s departure then says', () => {
    for (const arrival of ['2026-02-02', '2026-02-09', '2026-02-10', '2026-02-11']) {
      const { nights } = shortestStay(arrival, dayOf)!;
      const total = /total (£[\d,]+)$/.exec(label(addDays(arrival, nights), arrival))![1];
      expect(label(arrival)).toContain(`from ${total} for ${nights} night`);
    }
  });
});
