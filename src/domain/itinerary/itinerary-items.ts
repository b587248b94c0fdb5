import type { MyBookingsAnswer } from '../../schemas/my-bookings';
import type { Venue } from '../calendar/stay-day';
import type { CalendarItem } from './booking-calendar';
import { VENUE_ADDRESSES } from './venue-addresses';
import { STAY_CLOCK } from '../policies/stay-clock';

/** A table is kept two hours, the sitting's usual length: its calendar entry's end. */
export const TABLE_MINUTES = 120;
/** A treatment or session whose length is not known fills an hour. */
const DEFAULT_MINUTES = 60;

/** A wall-clock time `YYYY-MM-DDTHH:mm` some minutes later, on the same clock. */
function later(wall: string, minutes: number): string {
  return new Date(Date.parse(`${wall}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/**
 * The booked items of My Bookings as calendar entries (bookingCalendar), those cancelled left
 * out: a room from check-in at 15:00 to check-out at 11:00 at its venue, a treatment or
 * session for its own length, a table for two hours, each with the policy its reminder
 * follows. `ref` keeps one booking's items only; `itemId` one item's.
 */
export function itineraryItems(
  bookings: MyBookingsAnswer,
  only: { ref?: string; itemId?: string } = {},
  addresses: Readonly<Record<Venue, string>> = VENUE_ADDRESSES,
): CalendarItem[] {
  const items: (CalendarItem & { itemId: string })[] = [];
  for (const room of Object.values(bookings.Stays).flatMap((stay) => stay.rooms)) {
    if (room.Cancelled) continue;
    const itemId = room.FolioItemId ?? room.PMSFolioId;
    items.push({
      itemId,
      uid: `${room.BookingRef}-${itemId}@innkit`,
      title: `${room.Details || 'Your stay'}, ${nights(room.Nights)}`,
      start: `${room.ArrivalDate}T${STAY_CLOCK.checkIn}`,
      end: `${room.DepartureDate}T${STAY_CLOCK.checkOut}`,
      location: addresses[room.Venue ?? 'lake'],
      reference: room.BookingRef,
      ...(room.Policies
        ? { cancellation: { policy: room.Policies.cancellation, arrival: room.ArrivalDate } }
        : {}),
    });
  }
  for (const spa of [...bookings.Treatments, ...bookings.Active]) {
    if (spa.Cancelled) continue;
    const itemId = spa.FolioItemId ?? spa.SpaFolioId;
    const start = spa.BookStartTime.slice(0, 16);
    items.push({
      itemId,
      uid: `${spa.BookingRef}-${itemId}@innkit`,
      title: spa.ItemName,
      start,
      end: later(start, spa.ServiceTime ?? DEFAULT_MINUTES),
      location: addresses.lake,
      reference: spa.BookingRef,
      ...(spa.Policies
        ? { cancellation: { policy: spa.Policies.cancellation, arrival: start } }
        : {}),
    });
  }
  for (const table of bookings.Dining) {
    if (table.Cancelled) continue;
    const itemId = table.FolioItemId ?? table.Reference;
    const start = `${table.date}T${table.start}`;
    items.push({
      itemId,
      uid: `${table.BookingRef}-${itemId}@innkit`,
      title: `Table for ${table.PartySize}, ${table.DiningVenue}`,
      start,
      end: later(start, TABLE_MINUTES),
      location: addresses.lake,
      reference: table.BookingRef,
      ...(table.Policies
        ? { cancellation: { policy: table.Policies.cancellation, arrival: start } }
        : {}),
    });
  }
  return items
    .filter((item) => (only.ref ?? item.reference) === item.reference)
    .filter((item) => (only.itemId ?? item.itemId) === item.itemId)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ itemId, ...item }) => (void itemId, item));
}
