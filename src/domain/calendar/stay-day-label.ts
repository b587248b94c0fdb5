import { canArrive } from './can-arrive';
import { dayName } from './day-name';
import { formatWholePounds } from '../format/format-money';
import type { ShortestStay } from './shortest-stay';
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
  /** As an arrival: the shortest stay from the day and its total (src/domain/calendar/shortest-stay.ts). */
  readonly shortest: ShortestStay | null;
}

const nightsText = (n: number) => (n === 1 ? '1 night' : `${n} nights`);
const roomsText = (n: number) => (n === 1 ? '1 room left' : `${n} rooms left`);

const PLACES = { arrival: 'arrival', departure: 'departure', within: 'in your stay' } as const;

/** What an arrival day costs and how many rooms it has left, when a guest may arrive. */
function arrivalOffer(day: StayDay | undefined, shortest: ShortestStay | null): string[] {
  if (!day || !canArrive(day)) return [];
  const price = shortest
    ? `from ${formatWholePounds(shortest.total)} for ${nightsText(shortest.nights)}`
    : `from ${formatWholePounds(day.price ?? 0)} a night`;
  return [price, roomsText(day.roomsAvailable)];
}

/**
 * A day's accessible name (issue 22 item 3), everything the cell shows by position, colour or
 * small print, in words: "Friday 26 December 2026, from £282 for 2 nights, 3 rooms left".
 * The date, its place in the chosen range, then as an arrival the price of the shortest stay
 * from it and the rooms left, or as a departure the nights and the stay's total; last, why it
 * cannot be booked or what restricts it ("Sold out", "Closed for arrivals", "Past date",
 * "Minimum stay 3 nights", "The night of 5 February, 2026 is sold out").
 */
export function stayDayLabel(input: StayDayLabelInput): string {
  const { day, status, place } = input;
  const parts = [dayName(input.date)];
  if (place) parts.push(PLACES[place]);
  if (input.loading) return [...parts, 'prices loading'].join(', ');
  if (status.role === 'departure' && status.nights !== null) {
    const nights = nightsText(status.nights);
    parts.push(
      status.total !== null ? `${nights}, total ${formatWholePounds(status.total)}` : nights,
    );
  } else if (status.reason !== 'past') {
    parts.push(...arrivalOffer(day, input.shortest));
  }
  if (status.reasonText) parts.push(status.reasonText);
  else if (!status.selectable) parts.push('Not available');
  return parts.join(', ');
}
