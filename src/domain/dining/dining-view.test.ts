import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WebFolioItemSchema } from '../../schemas/cart';
import { MyBookingsAnswerSchema } from '../../schemas/my-bookings';
import { blockTables } from './block-tables';
import { stayOfDate } from './stay-of-date';

const room = (ArrivalDate: string, Nights: number, DepartureDate: string) => ({
  ArrivalDate,
  DepartureDate,
  Nights,
  PMSFolioId: ArrivalDate,
  TotalStayRateIncl: 0,
  BalanceDue: 0,
});
const bookings = v.parse(MyBookingsAnswerSchema, {
  Result: { value: 'SUCCESS' },
  Stays: {
    '2025-12-02': {
      rooms: [room('2025-12-02', 2, '2025-12-04'), room('2025-12-02', 3, '2025-12-05')],
    },
    '2026-01-10': { rooms: [room('2026-01-10', 1, '2026-01-11')] },
  },
  Dining: [
    {
      Details: 'Dinner at The Lakeview',
      DiningVenue: 'The Lakeview',
      date: '2025-12-03',
      Reference: 'DN1',
      start: '19:30',
      PartySize: 2,
      FirstName: 'Ada',
      LastName: 'Lovelace',
    },
  ],
});

describe('stayOfDate', () => {
  it('finds the stay arriving on the date (its longest room), or the one it falls in', () => {
    expect(stayOfDate(bookings, '2025-12-02')).toEqual({
      arrival: '2025-12-02',
      nights: 3,
      departure: '2025-12-05',
    });
    expect(stayOfDate(bookings, '2025-12-04')?.arrival).toBe('2025-12-02');
    expect(stayOfDate(bookings, '2026-01-11')).toBeNull();
  });
});

describe('blockTables', () => {
  const line = (FolioItemId: string, StartDate: string) =>
    v.parse(WebFolioItemSchema, {
      Category: 'Dining',
      FolioId: `DN${FolioItemId}`,
      FolioItemId,
      Details: 'Dinner at The Boathouse',
      Amount: 0,
      Location: 'The Boathouse',
      StartDate,
      Adults: 4,
    });
  it('lists the meal’s held tables, then the booked ones, by time', () => {
    const cart = [
      line('9', '2025-12-03T20:00:00'),
      line('8', '2025-12-03T18:00:00'),
      line('7', '2025-12-03T08:00:00'),
      line('6', '2025-12-04T18:00:00'),
    ];
    const tables = blockTables('2025-12-03', 'dinner', cart, bookings.Dining);
    expect(tables.map((t) => [t.state, t.venue, t.time, t.party])).toEqual([
      ['holding', 'The Boathouse', '18:00', 4],
      ['holding', 'The Boathouse', '20:00', 4],
      ['booked', 'The Lakeview', '19:30', 2],
    ]);
    expect(blockTables('2025-12-03', 'breakfast', cart, bookings.Dining)).toHaveLength(1);
  });
});
