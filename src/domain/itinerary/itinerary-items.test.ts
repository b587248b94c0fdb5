import ICAL from 'ical.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MyBookingsAnswerSchema } from '../../schemas/my-bookings';
import { bookingItems, londonInstant } from '../policies';
import { calendarDownload } from './calendar-download';
import { itineraryItems } from './itinerary-items';

const flexible = {
  cancellation: {
    kind: 'free-until',
    before: { days: 2, at: '15:00' },
    fee: { kind: 'first-night' },
  },
  payment: { kind: 'full' },
};
const BOOKINGS = v.parse(MyBookingsAnswerSchema, {
  Result: { value: 'SUCCESS' },
  Stays: {
    '2027-03-26': {
      rooms: [
        {
          ArrivalDate: '2027-03-26',
          DepartureDate: '2027-03-29',
          Nights: 3,
          PMSFolioId: '4000001',
          TotalStayRateIncl: 480,
          BalanceDue: 0,
          Details: 'Lakeside Double',
          BookingRef: 'LK1001',
          FolioItemId: '11',
          Venue: 'inn',
          Policies: flexible,
          Cancelled: null,
        },
      ],
    },
  },
  Treatments: [
    {
      ItemName: 'Hot stone ritual',
      BookStartTime: '2027-03-27T10:30:00',
      ServiceTime: 90,
      TotalPrice: 110,
      SpaFolioId: '1001001',
      BalanceDue: 0,
      BookingRef: 'LK1001',
      FolioItemId: '12',
    },
    {
      ItemName: 'Massage',
      BookStartTime: '2027-03-27T14:00:00',
      ServiceTime: 60,
      TotalPrice: 95,
      SpaFolioId: '1001001',
      BalanceDue: 0,
      BookingRef: 'LK1002',
      FolioItemId: '13',
      Cancelled: { Fee: 0, Refund: 95, On: '2027-03-01' },
    },
  ],
  Dining: [
    {
      Details: 'Dinner',
      DiningVenue: 'The Boathouse',
      date: '2027-03-28',
      Reference: 'D-77',
      start: '19:30',
      PartySize: 2,
      FirstName: 'Ada',
      LastName: 'Lovelace',
      BookingRef: 'LK1001',
      FolioItemId: '14',
    },
  ],
});

describe('itineraryItems', () => {
  it('puts every item not cancelled in order, each with its own times and place', () => {
    const items = itineraryItems(BOOKINGS);
    expect(items.map((i) => [i.title, i.start, i.end])).toEqual([
      ['Lakeside Double, 3 nights', '2027-03-26T15:00', '2027-03-29T11:00'],
      ['Hot stone ritual', '2027-03-27T10:30', '2027-03-27T12:00'],
      ['Table for 2, The Boathouse', '2027-03-28T19:30', '2027-03-28T21:30'],
    ]);
    expect(items[0]!.location).toMatch(/^The Inn, /);
    expect(items[0]!.cancellation).toEqual({
      policy: flexible.cancellation,
      arrival: '2027-03-26',
    });
    expect(items[1]!.cancellation).toBeUndefined();
  });

  it('keeps one booking’s items, or one item', () => {
    expect(itineraryItems(BOOKINGS, { ref: 'LK1002' })).toEqual([]);
    expect(itineraryItems(BOOKINGS, { itemId: '14' }).map((i) => i.uid)).toEqual([
      'LK1001-14@innkit',
    ]);
  });
});

describe('calendarDownload', () => {
  it('is a data: link to a file ical.js reads, times right across the spring clock change', () => {
    const link = calendarDownload(BOOKINGS, { ref: 'LK1001' }, Date.UTC(2027, 0, 5));
    expect(link?.fileName).toBe('LK1001.ics');
    const ics = decodeURIComponent(link!.href.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.startDate.toJSDate().getTime())).toEqual([
      londonInstant('2027-03-26T15:00'),
      londonInstant('2027-03-27T10:30'),
      londonInstant('2027-03-28T19:30'),
    ]);
    // Check-out after the clocks went forward: 11:00 BST is 10:00 UTC.
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2027-03-29T10:00:00.000Z');
  });

  it('offers nothing when every item is cancelled', () => {
    expect(calendarDownload(BOOKINGS, { ref: 'LK1002' }, 0)).toBeNull();
  });
});

describe('bookingItems', () => {
  it('lists one booking’s lines soonest first, with which are cancelled', () => {
    expect(bookingItems(BOOKINGS, 'LK1001')).toEqual([
      { id: '11', start: '2027-03-26', cancelled: false },
      { id: '12', start: '2027-03-27T10:30:00', cancelled: false },
      { id: '14', start: '2027-03-28T19:30', cancelled: false },
    ]);
    expect(bookingItems(BOOKINGS, 'LK1002')).toEqual([
      { id: '13', start: '2027-03-27T14:00:00', cancelled: true },
    ]);
  });
});
