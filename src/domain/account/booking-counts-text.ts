import type { MyBookingsAnswer } from '../../schemas/my-bookings';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a guest's account holds, for My Bookings' side column: "2 stays", "1 treatment",
 * "1 active session", "1 table", "1 gift card" — cancelled ones left out, kinds with none too.
 */
export function bookingCountsText(bookings: MyBookingsAnswer): string[] {
  const open = (items: readonly { Cancelled?: unknown }[]) =>
    items.filter((item) => !item.Cancelled).length;
  const rooms = Object.values(bookings.Stays).flatMap((stay) => stay.rooms);
  const counts: [number, string, string][] = [
    [open(rooms), 'stay', 'stays'],
    [open(bookings.Treatments), 'treatment', 'treatments'],
    [open(bookings.Active), 'active session', 'active sessions'],
    [open(bookings.Dining), 'table', 'tables'],
    [bookings.GiftCards.length, 'gift card', 'gift cards'],
  ];
  return counts.filter(([n]) => n > 0).map(([n, one, many]) => count(n, one, many));
}
