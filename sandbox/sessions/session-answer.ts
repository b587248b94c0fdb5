import type * as v from 'valibot';
import type { SessionSchema } from '../../src/schemas/session';
import type { CustomerRow, SessionRow } from '../db/rows';

/** The `Session` object of `/rs/system`, `/rs/login` and `/rs/register` answers. */
export function sessionAnswer(
  session: SessionRow,
  customer: CustomerRow | undefined,
  /** The cart's temporary customer (activity and spa bookings of an anonymous guest). */
  tempCustomerId: number | null = null,
): v.InferInput<typeof SessionSchema> {
  return {
    SessionId: session.rs_session_id,
    WebFolioId: session.web_folio_id,
    CustomerId: customer?.id ?? null,
    WebFolioCustomerId: customer?.id ?? null,
    CustomerGUID: customer?.guid ?? null,
    isLoggedIn: customer !== undefined,
    FirstName: customer?.first_name ?? null,
    tempSpaCustomerId: tempCustomerId,
    tempLoggedIn: customer === undefined && tempCustomerId !== null,
  };
}
