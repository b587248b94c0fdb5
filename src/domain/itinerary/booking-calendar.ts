import type { CancellationPolicy } from '../../schemas/policies';
import { cancellationDeadline } from '../policies/cancellation-deadline';
import { cancellationText } from '../policies/cancellation-text';
import { icsDocument, icsText } from './ics-lines';
import { LONDON_TZID, LONDON_VTIMEZONE } from './london-vtimezone';

/** One booked item as a calendar entry. Times are hotel wall-clock `YYYY-MM-DDTHH:mm`. */
export interface CalendarItem {
  /** Unique and stable for the item: the same item gives the same entry on a second download. */
  uid: string;
  title: string;
  start: string;
  end: string;
  /** The venue's address, on one line. */
  location: string;
  /** The booking's reference. */
  reference: string;
  /** For the free-cancellation reminder: the item's policy and its arrival (stay) or start. */
  cancellation?: { policy: CancellationPolicy; arrival: string };
}

/** How long before the free-cancellation deadline the reminder rings. */
export const REMINDER_BEFORE_DEADLINE_HOURS = 24;

const HOUR_MS = 3_600_000;

/** 2027-03-12T15:00 → 20270312T150000 (a local DATE-TIME with its TZID). */
const localStamp = (wall: string) => `${wall.slice(0, 16).replace(/[-:]/g, '')}00`;

/** An instant as a UTC DATE-TIME: 20270312T150000Z. */
const utcStamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function reminder(item: CalendarItem): string[] {
  if (!item.cancellation) return [];
  const { policy, arrival } = item.cancellation;
  const deadline = cancellationDeadline(policy, arrival);
  if (deadline === undefined) return [];
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(`${cancellationText(policy, arrival)}: ${item.title}, ${item.reference}`)}`,
    `TRIGGER;VALUE=DATE-TIME:${utcStamp(deadline - REMINDER_BEFORE_DEADLINE_HOURS * HOUR_MS)}`,
    'END:VALARM',
  ];
}

function event(item: CalendarItem, stamp: string): string[] {
  const words = item.cancellation
    ? cancellationText(item.cancellation.policy, item.cancellation.arrival)
    : '';
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(item.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${LONDON_TZID}:${localStamp(item.start)}`,
    `DTEND;TZID=${LONDON_TZID}:${localStamp(item.end)}`,
    `SUMMARY:${icsText(item.title)}`,
    `LOCATION:${icsText(item.location)}`,
    `DESCRIPTION:${icsText([`Booking reference ${item.reference}`, words].filter(Boolean).join('\n'))}`,
    ...reminder(item),
    'END:VEVENT',
  ];
}

/**
 * Booked items as one iCalendar file (RFC 5545): one VEVENT per item with Europe/London times
 * and that zone's VTIMEZONE, the venue's address as LOCATION, the booking reference, and a
 * VALARM a day before the free-cancellation deadline (none for a non-refundable item). `now`
 * (epoch ms) is the DTSTAMP. A pure rule: "Add to calendar" downloads what it returns.
 */
export function bookingCalendar(items: readonly CalendarItem[], now: number): string {
  const stamp = utcStamp(now);
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//innkit//Booking calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...LONDON_VTIMEZONE,
    ...items.flatMap((item) => event(item, stamp)),
    'END:VCALENDAR',
  ]);
}
