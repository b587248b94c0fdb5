import type { SandboxDatabase } from './open-database';
import type { BookingRow } from './payment-orders-repo';

/** The stay a guest asked for: its nights and its party. */
export interface StayChange {
  arrival: string;
  departure: string;
  adults: number;
  children: number;
}

/** A change asked of a booked room (issue 32 §4). */
export interface AmendmentRow {
  id: number;
  booking_id: number;
  folio_item_id: number;
  hold_id: number;
  change_json: string;
  old_amount_minor: number;
  new_amount_minor: number;
  /** What went back (card and gift cards) for a cheaper change. */
  refund_minor: number;
  order_key: string | null;
  /** The ids of the stay holds taken for the new nights while the payment is made. */
  provisional_json: string;
  /** pending: waiting for its payment; done: the stay moved; void: it never will. */
  state: 'pending' | 'done' | 'void';
  created_at: number;
  updated_at: number;
}

export type NewAmendment = Omit<AmendmentRow, 'id' | 'updated_at'>;

/**
 * The table of amendments and the booking snapshot they rewrite. Callers run these inside one
 * transaction with the stay inventory's changes, so a stay moves with its record or not at all.
 */
export function createAmendmentsRepo(db: SandboxDatabase) {
  const insert = db.prepare<[NewAmendment]>(
    `INSERT INTO booking_amendments (booking_id, folio_item_id, hold_id, change_json,
       old_amount_minor, new_amount_minor, refund_minor, order_key, provisional_json, state, created_at,
       updated_at)
     VALUES (@booking_id, @folio_item_id, @hold_id, @change_json, @old_amount_minor,
       @new_amount_minor, @refund_minor, @order_key, @provisional_json, @state, @created_at, @created_at)`,
  );
  const byId = db.prepare<[number], AmendmentRow>('SELECT * FROM booking_amendments WHERE id = ?');
  const byOrder = db.prepare<[string], AmendmentRow>(
    'SELECT * FROM booking_amendments WHERE order_key = ?',
  );
  const pendingOf = db.prepare<[number, number], AmendmentRow>(
    `SELECT * FROM booking_amendments WHERE booking_id = ? AND folio_item_id = ?
       AND state = 'pending' ORDER BY id`,
  );
  const lastDone = db.prepare<[number, number], AmendmentRow>(
    `SELECT * FROM booking_amendments WHERE booking_id = ? AND folio_item_id = ?
       AND state = 'done' ORDER BY id DESC LIMIT 1`,
  );
  const paidOrders = db.prepare<[number], { order_key: string }>(
    `SELECT order_key FROM booking_amendments WHERE booking_id = ? AND state = 'done'
       AND order_key IS NOT NULL ORDER BY id`,
  );
  const settle = db.prepare<[AmendmentRow['state'], number, number]>(
    `UPDATE booking_amendments SET state = ?, updated_at = ? WHERE id = ? AND state = 'pending'`,
  );
  const booking = db.prepare<[number], BookingRow>('SELECT * FROM bookings WHERE id = ?');
  const snapshot = db.prepare<[string, number]>('UPDATE bookings SET cart_json = ? WHERE id = ?');
  return {
    add: (row: NewAmendment): AmendmentRow => {
      const id = Number(insert.run(row).lastInsertRowid);
      return byId.get(id)!;
    },
    booking: (id: number): BookingRow | undefined => booking.get(id),
    byOrder: (orderKey: string): AmendmentRow | undefined => byOrder.get(orderKey),
    pendingOf: (bookingId: number, folioItemId: number): AmendmentRow[] =>
      pendingOf.all(bookingId, folioItemId),
    lastDone: (bookingId: number, folioItemId: number): AmendmentRow | undefined =>
      lastDone.get(bookingId, folioItemId),
    /** The orders that paid for a booking's changes (their money may go back on a later one). */
    paidOrders: (bookingId: number): string[] => paidOrders.all(bookingId).map((r) => r.order_key),
    /** Ends a pending amendment; false when it was no longer pending (another request won). */
    settle: (id: number, state: 'done' | 'void', now: number): boolean =>
      settle.run(state, now, id).changes === 1,
    /** Rewrites the booking's snapshot (its lines as My Bookings and cancel read them). */
    rewriteSnapshot: (bookingId: number, cartJson: string): void =>
      void snapshot.run(cartJson, bookingId),
  };
}
export type AmendmentsRepo = ReturnType<typeof createAmendmentsRepo>;
export const changeOf = (row: AmendmentRow): StayChange =>
  JSON.parse(row.change_json) as StayChange;
