import type { Context } from 'hono';
import { sessionCustomer } from '../checkout/session-customer';
import type { FolioItemRow, SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';

/**
 * The room line of one of the logged-in customer's booked stays (a finalised web folio) that
 * has not yet ended, for the extras added from My Bookings after booking; undefined for anyone
 * else's, and for a stay already over (an extra there could never be served or collected).
 */
export function bookedStayLine(
  c: Context<AppEnv>,
  session: SessionRow,
  pmsFolioId: string,
): FolioItemRow | undefined {
  const customer = sessionCustomer(c, session);
  if (!customer) return undefined;
  const { folios, paymentOrders } = c.var.deps.repos;
  for (const booking of paymentOrders.bookingsOf(customer.id)) {
    const line = folios
      .itemsOfFolio(booking.web_folio_id, pmsFolioId)
      .find(
        (row) =>
          row.category === 'Hotel' && (row.finish_date === null || row.finish_date >= c.var.today),
      );
    if (line) return line;
  }
  return undefined;
}
