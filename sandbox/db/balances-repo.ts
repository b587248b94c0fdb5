import type { BookingRow } from './payment-orders-repo';
import type { SandboxDatabase } from './open-database';

/** A booking that owes a balance (issue 32 §2): its due day and its reminder. */
export interface BalanceRow {
  booking_id: number;
  due_on: string;
  reminded_at: number | null;
}

/**
 * Deposits' tables: the due day of each booking with a balance, the orders that pay balances
 * (payment_orders.booking_id), and the sums paid and refunded across all of a booking's card
 * orders. Callers run these inside one transaction.
 */
export function createBalancesRepo(db: SandboxDatabase) {
  const insert = db.prepare<[number, string]>(
    'INSERT OR IGNORE INTO booking_balances (booking_id, due_on) VALUES (?, ?)',
  );
  const select = db.prepare<[number], BalanceRow>(
    'SELECT * FROM booking_balances WHERE booking_id = ?',
  );
  const unreminded = db.prepare<[], BalanceRow>(
    'SELECT * FROM booking_balances WHERE reminded_at IS NULL ORDER BY booking_id',
  );
  const remind = db.prepare<[number, number]>(
    'UPDATE booking_balances SET reminded_at = ? WHERE booking_id = ? AND reminded_at IS NULL',
  );
  const markOrder = db.prepare<[number, string]>(
    'UPDATE payment_orders SET booking_id = ? WHERE order_key = ?',
  );
  const balanceOrders = db.prepare<[number], { order_key: string }>(
    `SELECT order_key FROM payment_orders WHERE booking_id = ? ORDER BY created_at, order_key`,
  );
  const paid = db.prepare<[string], { n: number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments WHERE order_key = ?',
  );
  const refunded = db.prepare<[string], { n: number }>(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM refunds WHERE order_key = ?',
  );
  const booking = db.prepare<[number], BookingRow>('SELECT * FROM bookings WHERE id = ?');

  /** The card orders that paid towards a booking: its checkout's, then its balances'. */
  const ordersOf = (row: BookingRow): string[] => [
    ...(row.order_key ? [row.order_key] : []),
    ...balanceOrders.all(row.id).map((order) => order.order_key),
  ];
  return {
    record: (bookingId: number, dueOn: string) => void insert.run(bookingId, dueOn),
    of: (bookingId: number): BalanceRow | undefined => select.get(bookingId),
    unreminded: (): BalanceRow[] => unreminded.all(),
    /** Marks the reminder sent; false when it already was (a second sweep). */
    markReminded: (bookingId: number, now: number): boolean =>
      remind.run(now, bookingId).changes === 1,
    /** Names the booking a new order pays the balance of. */
    markBalanceOrder: (orderKey: string, bookingId: number) =>
      void markOrder.run(bookingId, orderKey),
    ordersOf,
    /** Per card order of the booking: what it paid and what has gone back already. */
    cardLedger: (row: BookingRow) =>
      ordersOf(row).map((orderKey) => ({
        orderKey,
        paidMinor: paid.get(orderKey)?.n ?? 0,
        refundedMinor: refunded.get(orderKey)?.n ?? 0,
      })),
    booking: (id: number): BookingRow | undefined => booking.get(id),
  };
}
export type BalancesRepo = ReturnType<typeof createBalancesRepo>;
