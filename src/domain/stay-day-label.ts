import { formatWeekdayDate } from './format-weekday-date';
import type { StayDay } from './stay-day';
import type { StayDayStatus } from './stay-day-status';

export interface StayDayLabelInput {
  readonly date: string;
  readonly day: StayDay | undefined;
  readonly status: StayDayStatus;
  /** Where the day stands in the chosen range. */
  readonly place: 'arrival' | 'departure' | 'within' | null;
  /** The month's prices are still loading. */
  readonly loading: boolean;
}

const pounds = (n: number) => `£${Math.floor(n).toLocaleString('en-GB')}`;

/**
 * A day's accessible name: the date, then its place in the range, its price (or as a
 * departure the stay's total), its availability, and why it is disabled or restricted —
 * everything the cell shows by position, colour or small print, in words.
 */
export function stayDayLabel({ date, day, status, place, loading }: StayDayLabelInput): string {
  const parts = [formatWeekdayDate(date)];
  if (place === 'arrival') parts.push('arrival');
  if (place === 'departure') parts.push('departure');
  if (place === 'within') parts.push('in your stay');
  if (loading) parts.push('prices loading');
  else if (status.role === 'departure' && status.nights !== null) {
    const nights = status.nights === 1 ? '1 night' : `${status.nights} nights`;
    parts.push(status.total !== null ? `${nights}, total ${pounds(status.total)}` : nights);
  } else if (day && day.price !== null && status.reason !== 'past' && day.unavailable === null) {
    parts.push(`from ${pounds(day.price)} a night`);
  }
  if (status.lowAvailability && day && status.role === 'arrival' && status.reason !== 'past') {
    parts.push(
      day.roomsAvailable === 1 ? 'only 1 room left' : `only ${day.roomsAvailable} rooms left`,
    );
  }
  if (status.reasonText) parts.push(status.reasonText);
  return parts.join(', ');
}
