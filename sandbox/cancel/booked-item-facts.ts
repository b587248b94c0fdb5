import { londonDate } from '../../src/domain/calendar/calendar-day';
import type { MyStayRoom } from '../../src/schemas/my-bookings';
import type { BookingRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { bookedLines } from './booked-lines';

/** The innkit fields (issue 32) My Bookings adds to one booked item. */
export type BookedItemFacts = Partial<
  Pick<MyStayRoom, 'FolioItemId' | 'Policies' | 'Cancelled' | 'Venue'>
>;

/**
 * For one booking, the facts of each of its lines by FolioItemId: the line's id (for the
 * cancel calls), the policies that govern it, what its guest cancelled of it, a room's venue.
 */
export function bookedItemFacts(repos: Repos) {
  return (booking: BookingRow) => {
    const lines = new Map(bookedLines(repos, booking).map((line) => [line.folioItemId, line]));
    const cancelled = new Map(
      repos.cancellations.ofBooking(booking.id).map((row) => [row.folio_item_id, row]),
    );
    return (folioItemId: string | number): BookedItemFacts => {
      const id = Number(folioItemId);
      const line = lines.get(id);
      if (!line) return {};
      const row = cancelled.get(id);
      return {
        FolioItemId: String(id),
        Policies: line.policies,
        Cancelled: row
          ? {
              Fee: row.fee_minor / 100,
              Refund: (row.card_refund_minor + row.gift_refund_minor) / 100,
              On: londonDate(new Date(row.created_at)),
            }
          : null,
        ...(line.venue ? { Venue: line.venue } : {}),
      };
    };
  };
}
