import type { MyBookingsAnswer } from '../../schemas/my-bookings';

/** One booked line of a booking, as the cancel actions see it. */
export interface BookingItem {
  id: string;
  start: string;
  cancelled: boolean;
}

/**
 * The lines of one booking (`ref`) in My Bookings, rooms, treatments, sessions and tables
 * alike, soonest first: which can still be cancelled together, and which of them speaks for
 * the whole booking (the first).
 */
export function bookingItems(bookings: MyBookingsAnswer, ref: string): BookingItem[] {
  const rooms = Object.values(bookings.Stays).flatMap((stay) => stay.rooms);
  const lines = [
    ...rooms.map((r) => ({ ...r, start: r.ArrivalDate })),
    ...[...bookings.Treatments, ...bookings.Active].map((s) => ({ ...s, start: s.BookStartTime })),
    ...bookings.Dining.map((d) => ({ ...d, start: `${d.date}T${d.start}` })),
  ];
  return lines
    .filter((line) => line.BookingRef === ref && line.FolioItemId)
    .map((line) => ({ id: line.FolioItemId!, start: line.start, cancelled: !!line.Cancelled }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
