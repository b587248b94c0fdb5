import type { MyBookingsAnswer } from '../../schemas/my-bookings';
import { bookingCalendar } from './booking-calendar';
import { itineraryItems } from './itinerary-items';

/** An "Add to calendar" link: its file name and its `data:` address (no script, no server). */
export interface CalendarDownload {
  fileName: string;
  href: string;
}

/**
 * The .ics download of one booked item (`itemId`), one booking (`ref`), or the whole itinerary
 * (neither), or null when nothing is left to put in a calendar (all cancelled).
 */
export function calendarDownload(
  bookings: MyBookingsAnswer,
  only: { ref?: string; itemId?: string },
  now: number,
): CalendarDownload | null {
  const items = itineraryItems(bookings, only);
  if (!items.length) return null;
  const name = [only.ref ?? 'itinerary', only.itemId].filter(Boolean).join('-');
  return {
    fileName: `${name}.ics`,
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingCalendar(items, now))}`,
  };
}
