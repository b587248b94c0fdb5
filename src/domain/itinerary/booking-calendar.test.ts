import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../schemas/policies';
import { cancellationDeadline, londonInstant } from '../policies';
import { type CalendarItem, bookingCalendar } from './booking-calendar';
import { foldLine } from './ics-lines';

const flexible: CancellationPolicy = {
  kind: 'free-until',
  before: { days: 2, at: '15:00' },
  fee: { kind: 'first-night' },
};
const day: CancellationPolicy = { kind: 'free-until', before: { hours: 24 }, fee: { kind: 'all' } };

/** A stay across the spring clock change, a treatment on the autumn one, a table. */
const ITEMS: CalendarItem[] = [
  {
    uid: 'LK1001-11@innkit',
    title: 'Lakeside Double, 3 nights',
    start: '2027-03-26T15:00',
    end: '2027-03-29T11:00',
    location: 'The Lake Hotel, Lakeside Road, Windermere, LA23 1AA',
    reference: 'LK1001',
    cancellation: { policy: flexible, arrival: '2027-03-26' },
  },
  {
    uid: 'LK1001-12@innkit',
    title: 'Hot stone ritual; 90 minutes',
    start: '2026-10-25T10:30',
    end: '2026-10-25T12:00',
    location: 'The Lake Hotel, Lakeside Road, Windermere, LA23 1AA',
    reference: 'LK1001',
    cancellation: { policy: day, arrival: '2026-10-25T10:30' },
  },
  {
    uid: 'LK1001-13@innkit',
    title: 'Dinner for 2 at the Boathouse',
    start: '2026-07-04T19:30',
    end: '2026-07-04T21:30',
    location: 'The Lake Hotel',
    reference: 'LK1001',
    cancellation: { policy: { kind: 'non-refundable' }, arrival: '2026-07-04T19:30' },
  },
];

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar;
}

describe('bookingCalendar', () => {
  const ics = bookingCalendar(ITEMS, Date.UTC(2026, 5, 1, 9));
  const calendar = parse(ics);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('parses in ical.js as one VEVENT per item, each line CRLF and at most 75 octets', () => {
    expect(events).toHaveLength(3);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('keeps the hotel’s times across both clock changes', () => {
    const instants = events.map((e) => [
      e.startDate.toJSDate().getTime(),
      e.endDate.toJSDate().getTime(),
    ]);
    expect(instants).toEqual(
      ITEMS.map((item) => [londonInstant(item.start), londonInstant(item.end)]),
    );
    // Check-in 15:00 GMT; check-out 11:00 BST, the clocks gone forward in between.
    expect(instants[0]).toEqual([Date.UTC(2027, 2, 26, 15), Date.UTC(2027, 2, 29, 10)]);
    // The autumn Sunday, after the clocks went back: 10:30 GMT.
    expect(instants[1]![0]).toBe(Date.UTC(2026, 9, 25, 10, 30));
    expect(events[0]!.startDate.zone?.tzid).toBe('Europe/London');
  });

  it('gives the address, the reference and the words, escaped and unfolded as written', () => {
    expect(events[0]!.location).toBe(ITEMS[0]!.location);
    expect(events[1]!.summary).toBe('Hot stone ritual; 90 minutes');
    expect(events[0]!.description).toBe(
      'Booking reference LK1001\nFree cancellation until 15:00, Wednesday 24 March 2027',
    );
    expect(events.map((e) => e.uid)).toEqual(ITEMS.map((item) => item.uid));
  });

  it('rings a day before the free-cancellation deadline, and never for a non-refundable item', () => {
    const triggers = events.map((e) =>
      e.component
        .getAllSubcomponents('valarm')
        .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate().getTime()),
    );
    const dayBefore = (policy: CancellationPolicy, arrival: string) =>
      cancellationDeadline(policy, arrival)! - 24 * 3_600_000;
    expect(triggers).toEqual([
      [dayBefore(flexible, '2027-03-26')],
      [dayBefore(day, '2026-10-25T10:30')],
      [],
    ]);
  });

  it('folds a long line without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
