import type { SandboxDatabase } from './open-database';

/**
 * Where a payment order stands. PENDING until the hosted page charges (AUTHORISED), refuses
 * (REFUSED), fails (ERROR) or the guest cancels (SHOPPER_CANCELLED); SUPERSEDED when a newer
 * SetCheckout for the same web folio, or any change to its cart, closed it before it was paid;
 * VOIDED when it was paid but finalising found a room no longer held (nothing is charged or
 * booked: the authorisation is released).
 */
export const ORDER_STATES = [
  'PENDING',
  'AUTHORISED',
  'REFUSED',
  'ERROR',
  'SHOPPER_CANCELLED',
  'SUPERSEDED',
  'VOIDED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The card the hosted page tokenised (never its number: a token and the last four digits). */
export interface GatewayCard {
  token: string;
  cardType: string;
  lastFour: string;
  holder: string;
  expiryMmYy: string;
}

export interface PaymentOrderRow {
  order_key: string;
  web_folio_id: number;
  customer_id: number;
  amount_minor: number;
  currency: string;
  create_token: number;
  cart_json: string;
  result_url: string;
  state: OrderState;
  card_json: string | null;
  finalised_at: number | null;
  booking_ref: string | null;
  created_at: number;
  updated_at: number;
  /** A Pay balance order's booking (issue 32 §2); null for a checkout or card-only order. */
  booking_id?: number | null;
}

export interface BookingRow {
  id: number;
  ref: string;
  web_folio_id: number;
  customer_id: number;
  order_key: string | null;
  amount_minor: number;
  cart_json: string;
  created_at: number;
}

export interface NewOrder {
  orderKey: string;
  webFolioId: number;
  customerId: number;
  amountMinor: number;
  currency: string;
  createToken: boolean;
  cartJson: string;
  resultUrl: string;
}

/** Payment orders, payments and the bookings made from finalised web folios. */
export function createPaymentOrdersRepo(db: SandboxDatabase) {
  const selectOrder = db.prepare<[string], PaymentOrderRow>(
    'SELECT * FROM payment_orders WHERE order_key = ?',
  );
  const insertOrder = db.prepare(
    `INSERT INTO payment_orders (order_key, web_folio_id, customer_id, amount_minor, currency,
       create_token, cart_json, result_url, state, created_at, updated_at)
     VALUES (@orderKey, @webFolioId, @customerId, @amountMinor, @currency, @createToken,
       @cartJson, @resultUrl, 'PENDING', @now, @now)`,
  );
  const supersede = db.prepare<[number, number]>(
    `UPDATE payment_orders SET state = 'SUPERSEDED', updated_at = ?
     WHERE web_folio_id = ? AND state = 'PENDING'`,
  );
  const voidPaid = db.prepare<[number, string]>(
    `UPDATE payment_orders SET state = 'VOIDED', updated_at = ?
     WHERE order_key = ? AND state = 'AUTHORISED' AND finalised_at IS NULL`,
  );
  const selectPaidUnfinalised = db.prepare<[number], PaymentOrderRow>(
    `SELECT * FROM payment_orders WHERE web_folio_id = ? AND state = 'AUTHORISED'
       AND finalised_at IS NULL AND amount_minor > 0 ORDER BY created_at LIMIT 1`,
  );
  const settle = db.prepare<[OrderState, string | null, number, string]>(
    `UPDATE payment_orders SET state = ?, card_json = ?, updated_at = ?
     WHERE order_key = ? AND state = 'PENDING'`,
  );
  const markFinalised = db.prepare<[number, string | null, string]>(
    `UPDATE payment_orders SET finalised_at = ?, booking_ref = ?
     WHERE order_key = ? AND finalised_at IS NULL`,
  );
  const insertPayment = db.prepare<[string, number, string, number]>(
    `INSERT INTO payments (order_key, amount_minor, currency, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(order_key) DO NOTHING`,
  );
  const countPayments = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM payments WHERE order_key = ?',
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (ref, web_folio_id, customer_id, order_key, amount_minor, cart_json,
       created_at)
     VALUES (@ref, @webFolioId, @customerId, @orderKey, @amountMinor, @cartJson, @now)`,
  );
  const selectBookingByFolio = db.prepare<[number], BookingRow>(
    'SELECT * FROM bookings WHERE web_folio_id = ?',
  );
  const selectBookings = db.prepare<[number], BookingRow>(
    'SELECT * FROM bookings WHERE customer_id = ? ORDER BY id',
  );
  const countBookingsOfOrder = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?',
  );

  const insertPart = db.prepare<[string, string, number, number]>(
    'INSERT INTO payment_parts (order_key, app, amount_minor, created_at) VALUES (?, ?, ?, ?)',
  );
  const selectParts = db.prepare<[string], { app: string; amount_minor: number }>(
    'SELECT app, amount_minor FROM payment_parts WHERE order_key = ? ORDER BY id',
  );

  return {
    find: (orderKey: string): PaymentOrderRow | undefined => selectOrder.get(orderKey),
    /** Records the part of an order's payment posted to one application (once per app). */
    postPart(orderKey: string, app: 'PMS' | 'SPA', amountMinor: number, now: number): void {
      insertPart.run(orderKey, app, amountMinor, now);
    },
    /** The parts an order's payment was posted in. */
    partsOf: (orderKey: string) => selectParts.all(orderKey),
    /** A new PENDING order; older PENDING orders of the same web folio can no longer be paid. */
    /** A new PENDING order; by default it supersedes the web folio's unpaid ones. */
    create(order: NewOrder, now: number, options = { supersede: true }): PaymentOrderRow {
      if (options.supersede) supersede.run(now, order.webFolioId);
      insertOrder.run({ ...order, createToken: order.createToken ? 1 : 0, now });
      const row = selectOrder.get(order.orderKey);
      if (!row) throw new Error('Payment order insert failed');
      return row;
    },
    /** Closes the unpaid orders of a web folio (a Pay balance whose sum changed). */
    supersedeOpen: (webFolioId: number, now: number): number =>
      supersede.run(now, webFolioId).changes,
    /** A paid order that must not be booked: nothing is charged; false if it was not open. */
    voidPaid: (orderKey: string, now: number): boolean => voidPaid.run(now, orderKey).changes === 1,
    /** An order of this web folio that was paid (money taken) but not finalised, if any. */
    paidUnfinalised: (webFolioId: number): PaymentOrderRow | undefined =>
      selectPaidUnfinalised.get(webFolioId),
    /** Records the hosted page's outcome; false when the order was no longer PENDING. */
    settle(orderKey: string, state: OrderState, card: GatewayCard | null, now: number): boolean {
      const json = card ? JSON.stringify(card) : null;
      return settle.run(state, json, now, orderKey).changes === 1;
    },
    /** Marks the order finalised; false when it already was (another request won). */
    markFinalised: (orderKey: string, bookingRef: string | null, now: number): boolean =>
      markFinalised.run(now, bookingRef, orderKey).changes === 1,
    /** Records the payment of an order, at most once per order key. */
    recordPayment(order: PaymentOrderRow, now: number): void {
      insertPayment.run(order.order_key, order.amount_minor, order.currency, now);
    },
    paymentsOf: (orderKey: string): number => countPayments.get(orderKey)?.n ?? 0,
    bookingsOfOrder: (orderKey: string): number => countBookingsOfOrder.get(orderKey)?.n ?? 0,
    /** Books a web folio (once: a second booking of the same folio throws). */
    addBooking(
      booking: {
        webFolioId: number;
        customerId: number;
        orderKey: string | null;
        amountMinor: number;
        cartJson: string;
      },
      now: number,
    ): BookingRow {
      insertBooking.run({ ...booking, ref: `LK${booking.webFolioId}`, now });
      const row = selectBookingByFolio.get(booking.webFolioId);
      if (!row) throw new Error('Booking insert failed');
      return row;
    },
    bookingOfFolio: (webFolioId: number): BookingRow | undefined =>
      selectBookingByFolio.get(webFolioId),
    bookingsOf: (customerId: number): BookingRow[] => selectBookings.all(customerId),
  };
}
export type PaymentOrdersRepo = ReturnType<typeof createPaymentOrdersRepo>;
