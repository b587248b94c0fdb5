import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULTS } from './activity-config';
import { screenDayReason, screenRules, screenSessions, sessionVariants } from './screen-view';

const session = (
  SpaClassId: string,
  SpaItemId: string,
  ItemName: string,
  ItemCategory: string,
  AvailSlots = 5,
) => ({
  SpaClassId,
  SpaItemId,
  ItemName,
  ItemCategory,
  StartTime: '2025-11-20T10:00:00',
  AvailSlots,
});

describe('screenRules', () => {
  it('limits wild swimming to its last date with the later-bookings text', () => {
    expect(screenRules('wild-swimming', ACTIVITY_DEFAULTS)).toEqual({
      firstDate: null,
      lastDate: '2026-01-12',
      minAge: null,
      laterText: 'Bookings after January 2026 will be available shortly.',
    });
  });

  it('gives the sauna its minimum age and ice skating its season', () => {
    expect(screenRules('fellside-sauna', ACTIVITY_DEFAULTS).minAge).toBe(16);
    expect(screenRules('ice-skating-schools', ACTIVITY_DEFAULTS)).toMatchObject({
      firstDate: '2025-11-17',
      lastDate: '2026-01-10',
    });
  });
});

describe('screenSessions', () => {
  const rink = [
    session('1', '109200', 'Wreaths', 'SPECIAL EVENT'),
    session('2', '109100', 'Ice skating', 'ICE SKATING'),
    session('3', '109210', 'Carols', 'SPECIAL EVENT'),
  ];
  it('lists a screen’s own sessions, the special events featured first', () => {
    expect(
      screenSessions('special-events', rink, ACTIVITY_DEFAULTS, ['3']).map((s) => s.SpaClassId),
    ).toEqual(['3', '1']);
    expect(
      screenSessions('ice-skating', rink, ACTIVITY_DEFAULTS, ['3']).map((s) => s.SpaClassId),
    ).toEqual(['2']);
  });
});

describe('screenDayReason', () => {
  const days = {
    '2025-11-20': [
      session('1', '103370', 'Wild swimming', 'ACTIVE', 0),
      session('2', '103371', 'Fellside sauna', 'ACTIVE', 2),
    ],
  };
  it('judges a day by the screen’s own sessions only', () => {
    expect(
      screenDayReason('fellside-sauna', '2025-11-20', '2025-11-19', days, ACTIVITY_DEFAULTS),
    ).toBeNull();
    expect(
      screenDayReason('wild-swimming', '2025-11-20', '2025-11-19', days, ACTIVITY_DEFAULTS),
    ).toBe('full');
  });

  it('disables closed days, days outside the screen’s dates and unknown days only by date', () => {
    expect(
      screenDayReason('fellside-sauna', '2025-12-25', '2025-11-19', days, ACTIVITY_DEFAULTS),
    ).toBe('closed');
    expect(
      screenDayReason('wild-swimming', '2026-01-13', '2025-11-19', null, ACTIVITY_DEFAULTS),
    ).toBe('after-last-date');
    expect(
      screenDayReason('ice-skating', '2025-11-16', '2025-11-01', null, ACTIVITY_DEFAULTS),
    ).toBe('before-season');
    expect(
      screenDayReason('ice-skating', '2025-11-18', '2025-11-01', null, ACTIVITY_DEFAULTS),
    ).toBeNull();
  });
});

describe('sessionVariants', () => {
  const variants = [
    ['Adult peak', 15],
    ['Child peak', 10],
    ['Adult off peak', 12],
    ['Child off peak', 8],
    ['Spectator', 0],
    ['Skate aid', 999],
  ].map(([GroupItemName, GroupItemPriceWithSurcharges]) => ({
    GroupItemName: String(GroupItemName),
    GroupItemPriceWithSurcharges: Number(GroupItemPriceWithSurcharges),
  }));
  const names = (start: string) =>
    sessionVariants(start, variants, ACTIVITY_DEFAULTS).map((v) => v.GroupItemName);

  it('offers the peak variants on a peak day and the off-peak ones on an off-peak day, hidden ones never', () => {
    expect(names('2025-11-22T10:00:00')).toEqual(['Adult peak', 'Child peak']);
    expect(names('2025-11-20T10:00:00')).toEqual(['Adult off peak', 'Child off peak']);
  });
});
