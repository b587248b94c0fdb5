import { describe, expect, it } from 'vitest';
import { dayLookup, stayDays } from '../../testing/stay-days';
import { stayDayStatus } from './stay-day-status';

const TODAY = '2026-02-01';
const days = stayDays('2026-01-25', 40, {
  '2026-02-05': { unavailable: 'sold-out', price: null, roomsAvailable: 0 },
  '2026-02-06': { unavailable: 'closed' },
  '2026-02-07': { unavailable: 'no-rate', price: null },
  '2026-02-09': { minNights: 3 },
  '2026-02-10': { minNights: 2, maxNights: 2, fixedStay: true },
  '2026-02-11': { roomsAvailable: 4, price: 99.9 },
  '2026-02-12': { roomsAvailable: 1 },
  '2026-02-13': { maxNights: 2 },
});
const ctx = (openStart: string | null = null) => ({
  today: TODAY,
  dayOf: dayLookup(days),
  openStart,
});

describe('stayDayStatus as an arrival', () => {
  it.each([
    ['2026-01-31', false, 'past', 'Past date'],
    ['2026-02-05', false, 'sold-out', 'Sold out'],
    ['2026-02-06', false, 'closed', 'Closed for arrivals'],
    ['2026-02-07', false, 'no-rate', 'No rooms available'],
    ['2026-02-09', true, 'min-stay', 'Minimum stay 3 nights'],
    ['2026-02-10', true, 'min-stay', 'Fixed stay of 2 nights'],
    ['2026-02-02', true, null, null],
    [TODAY, true, null, null],
  ])('%s: selectable %s, reason %s', (date, selectable, reason, text) => {
    const status = stayDayStatus(date, ctx());
    expect(status).toMatchObject({ role: 'arrival', selectable, reason, reasonText: text });
  });

  it('is not selectable while its month loads', () => {
    expect(stayDayStatus('2026-06-01', ctx())).toMatchObject({ selectable: false, reason: null });
  });

  it('marks low availability under 5 rooms (a venue may set another threshold)', () => {
    expect(stayDayStatus('2026-02-11', ctx()).lowAvailability).toBe(true);
    expect(stayDayStatus('2026-02-02', ctx()).lowAvailability).toBe(false);
    expect(stayDayStatus('2026-02-05', ctx()).lowAvailability).toBe(false);
    expect(stayDayStatus('2026-02-02', { ...ctx(), lowBelow: 11 }).lowAvailability).toBe(true);
  });
});

describe('stayDayStatus as a departure', () => {
  it('gives the nights and the whole stay total', () => {
    expect(stayDayStatus('2026-02-04', ctx('2026-02-01'))).toMatchObject({
      role: 'departure',
      selectable: true,
      reason: null,
      nights: 3,
      total: 360,
    });
  });

  it('a departure on a sold-out day is fine; one beyond it is not', () => {
    expect(stayDayStatus('2026-02-05', ctx('2026-02-02')).reason).toBe(null);
    expect(stayDayStatus('2026-02-06', ctx('2026-02-02'))).toMatchObject({
      reason: 'night-unavailable',
      reasonText: 'The night of 5 February, 2026 is sold out',
      total: null,
    });
  });

  it('says when the arrival rate needs more nights, or allows fewer', () => {
    expect(stayDayStatus('2026-02-10', ctx('2026-02-09'))).toMatchObject({
      reason: 'min-stay',
      reasonText: 'Minimum stay 3 nights from this arrival',
    });
    expect(stayDayStatus('2026-02-16', ctx('2026-02-13'))).toMatchObject({
      reason: 'max-stay',
      reasonText: 'Maximum stay 2 nights from this arrival',
    });
  });

  it('a stay longer than 28 nights is too long', () => {
    const far = stayDays('2026-02-14', 40);
    const status = stayDayStatus('2026-03-15', {
      today: TODAY,
      dayOf: dayLookup(far),
      openStart: '2026-02-14',
    });
    expect(status).toMatchObject({ reason: 'too-long', nights: 29 });
  });

  it('days before the open start are arrivals again', () => {
    expect(stayDayStatus('2026-02-02', ctx('2026-02-03')).role).toBe('arrival');
  });
});
