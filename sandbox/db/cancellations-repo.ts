import type { BookingRow } from './payment-orders-repo';
import type { SandboxDatabase } from './open-database';

/** A booked line cancelled by its guest (issue 32 §3). */
export interface CancellationRow {
  id: number;
  booking_id: number;
  folio_item_id: number;
  fee_minor: number;
  card_refund_minor: number;
  gift_refund_minor: number;
  refund_id: number | null;
  created_at: number;
  /** A room's venue, and the policies the line was cancelled under (JSON). */
  venue: string | null;
  policies_json: string | null;
}

export type NewCancellation = Omit<CancellationRow, 'id' | 'refund_id'>;

/** A spent gift-card redemption of a booked web folio: what the card paid towards it. */
export interface SpentGift {
  gift_card_id: number;
  amount_minor: number;
}

/**
 * Self-cancel's tables (booking_cancellations, refunds, gift_card_refunds) and the freeing of a
 * booked line's treatment slot, class place or table (its room goes back through the stay
 * inventory, which keeps its own version). Callers run these inside one transaction.
 */
export function createCancellationsRepo(db: SandboxDatabase) {
  const byBooking = db.prepare<[number], CancellationRow>(
    'SELECT * FROM booking_cancellations WHERE booking_id = ? ORDER BY id',
  );
  const insert = db.prepare<[NewCancellation]>(
    `INSERT INTO booking_cancellations
       (booking_id, folio_item_id, fee_minor, card_refund_minor, gift_refund_minor, created_at,
        venue, policies_json)
     VALUES (@booking_id, @folio_item_id, @fee_minor, @card_refund_minor, @gift_refund_minor,
       @created_at, @venue, @policies_json)`,
  );
  const linkRefund = db.prepare<[number, number]>(
    'UPDATE booking_cancellations SET refund_id = ? WHERE id = ?',
  );
  const insertRefund = db.prepare<[string, number, number]>(
    'INSERT INTO refunds (order_key, amount_minor, created_at) VALUES (?, ?, ?)',
  );
  const refunded = db.prepare<[string], { n: number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM refunds WHERE order_key = ?',
  );
  const paid = db.prepare<[string], { n: number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments WHERE order_key = ?',
  );
  const spentGifts = db.prepare<[number], SpentGift>(
    `SELECT gift_card_id, SUM(amount_minor) AS amount_minor FROM gift_redemptions
     WHERE web_folio_id = ? AND state = 'spent' GROUP BY gift_card_id ORDER BY gift_card_id`,
  );
  const giftBack = db.prepare<[number], { n: number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM gift_card_refunds WHERE booking_id = ?',
  );
  const insertGiftRefund = db.prepare<[number, number, number, number]>(
    `INSERT INTO gift_card_refunds (gift_card_id, booking_id, amount_minor, created_at)
     VALUES (?, ?, ?, ?)`,
  );
  const creditCard = db.prepare<[number, number]>(
    'UPDATE gift_cards SET balance_minor = balance_minor + ? WHERE id = ?',
  );
  const freeLine = ['spa_bookings', 'class_places', 'dining_reservations'].map((table) =>
    db.prepare<[number]>(`DELETE FROM ${table} WHERE folio_item_id = ? AND status = 'booked'`),
  );
  const selectBooking = db.prepare<[string], BookingRow>('SELECT * FROM bookings WHERE ref = ?');

  return {
    bookingByRef: (ref: string): BookingRow | undefined => selectBooking.get(ref),
    ofBooking: (bookingId: number): CancellationRow[] => byBooking.all(bookingId),
    add: (row: NewCancellation): number => Number(insert.run(row).lastInsertRowid),
    /** What the payment service took for an order, and what it has given back already. */
    paidMinor: (orderKey: string): number => paid.get(orderKey)?.n ?? 0,
    refundedMinor: (orderKey: string): number => refunded.get(orderKey)?.n ?? 0,
    addRefund(orderKey: string, amountMinor: number, cancellationIds: number[], now: number) {
      const id = Number(insertRefund.run(orderKey, amountMinor, now).lastInsertRowid);
      for (const cancellation of cancellationIds) linkRefund.run(id, cancellation);
      return id;
    },
    spentGifts: (webFolioId: number): SpentGift[] => spentGifts.all(webFolioId),
    giftRefundedMinor: (bookingId: number): number => giftBack.get(bookingId)?.n ?? 0,
    /** Puts money back on a gift card's balance, recorded against the booking. */
    refundToGiftCard(giftCardId: number, bookingId: number, amountMinor: number, now: number) {
      insertGiftRefund.run(giftCardId, bookingId, amountMinor, now);
      creditCard.run(amountMinor, giftCardId);
    },
    /** Gives a booked line's treatment slot, class place or table back (whichever it holds). */
    freeLine(folioItemId: number): number {
      return freeLine.reduce((freed, statement) => freed + statement.run(folioItemId).changes, 0);
    },
  };
}
export type CancellationsRepo = ReturnType<typeof createCancellationsRepo>;
