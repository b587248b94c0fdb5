import { describe, expect, it } from 'vitest';
import { activityDayLabel, activityDayOffer } from './activity-day-label';

const session = (time: string, Price: number, AvailSlots: number) => ({
  StartTime: `2026-12-26T${time}:00`,
  Price,
  AvailSlots,
});

describe('activityDayOffer', () => {
  it('is the cheapest session with places, and the places of every open session', () => {
    const sessions = [session('09:00', 25, 2), session('11:00', 18.5, 0), session('14:00', 20, 1)];
    expect(activityDayOffer(sessions, '2026-12-20')).toEqual({ from: 20, places: 3 });
  });

  it('leaves out today’s sessions that have started, given the moment now', () => {
    const sessions = [session('09:00', 15, 4), session('16:00', 20, 2)];
    const noon = Date.parse('2026-12-26T12:00:00Z');
    expect(activityDayOffer(sessions, '2026-12-26', noon)).toEqual({ from: 20, places: 2 });
    expect(activityDayOffer(sessions, '2026-12-26')).toEqual({ from: 15, places: 6 });
  });

  it('is none when every session is full or there are none', () => {
    expect(activityDayOffer([session('09:00', 25, 0)], '2026-12-20')).toBe(null);
    expect(activityDayOffer([], '2026-12-20')).toBe(null);
  });
});

describe('activityDayLabel', () => {
  const label = (over: Partial<Parameters<typeof activityDayLabel>[0]>) =>
    activityDayLabel({
      date: '2026-12-26',
      loading: false,
      reason: null,
      chosen: false,
      offer: { from: 20, places: 3 },
      ...over,
    });

  it.each([
    ['an open day', {}, 'Saturday 26 December 2026, from £20.00, 3 places left'],
    [
      'one place',
      { offer: { from: 12.5, places: 1 } },
      'Saturday 26 December 2026, from £12.50, 1 place left',
    ],
    [
      'free sessions',
      { offer: { from: 0, places: 8 } },
      'Saturday 26 December 2026, free, 8 places left',
    ],
    [
      'the chosen day',
      { chosen: true },
      'Saturday 26 December 2026, chosen, from £20.00, 3 places left',
    ],
    ['loading', { loading: true, offer: null }, 'Saturday 26 December 2026, sessions loading'],
    [
      'a closed day',
      { reason: 'closed' as const },
      'Saturday 26 December 2026, Closed on this date',
    ],
    ['a full day', { reason: 'full' as const }, 'Saturday 26 December 2026, Fully booked'],
    ['a past day', { reason: 'past' as const }, 'Saturday 26 December 2026, This date has passed'],
    [
      'no sessions',
      { reason: 'none' as const },
      'Saturday 26 December 2026, No sessions on this date',
    ],
    [
      'all started',
      { reason: 'started' as const },
      'Saturday 26 December 2026, Every session on this date has started',
    ],
    [
      'before the season',
      { reason: 'before-season' as const },
      'Saturday 26 December 2026, The season has not started on this date',
    ],
    [
      'after the last date',
      { reason: 'after-last-date' as const },
      'Saturday 26 December 2026, Not yet bookable',
    ],
    ['an open day not loaded', { offer: null }, 'Saturday 26 December 2026, Sessions available'],
  ])('%s', (_, over, name) => {
    expect(label(over)).toBe(name);
  });
});
