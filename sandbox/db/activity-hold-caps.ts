import type { SandboxDatabase } from './open-database';
import { readActivityCaps } from './settings-repo';

/** Who asks for a treatment or a place: their cart, and the address the request came from. */
export interface ActivityHoldSource {
  webFolioId: number;
  clientAddress: string | null;
}

/** Why a treatment or a place was refused: none free, or one of the visitor's caps reached. */
export type ActivityRefusal = 'full' | 'cart-cap' | 'customer-cap' | 'address-cap';
export type ActivityTake = { ok: true; id: number } | { ok: false; refused: ActivityRefusal };

/**
 * The visitor's caps on live holds of one kind (issue 34 items 2 and 3): per cart and per
 * customer first, the client address only as a coarse outer limit. `table` is the kind's
 * holds (class_places or spa_bookings), each with a cart line, a customer and an address.
 * Run inside the transaction that takes the hold, so a burst of requests cannot pass it.
 */
export function createActivityHoldCaps(
  db: SandboxDatabase,
  table: 'class_places' | 'spa_bookings',
) {
  const held = `h.status = 'held' AND h.expires_at > @now`;
  const byCart = db.prepare<{ webFolioId: number; now: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM ${table} h JOIN folio_items f ON f.id = h.folio_item_id
     WHERE f.web_folio_id = @webFolioId AND ${held}`,
  );
  const byCustomer = db.prepare<{ customerId: number; now: number }, { n: number }>(
    // The carts the customer still has a session for (a cart left behind lapses on its own).
    `SELECT COUNT(*) AS n FROM ${table} h JOIN folio_items f ON f.id = h.folio_item_id
     WHERE h.customer_id = @customerId AND ${held}
       AND f.web_folio_id IN (SELECT web_folio_id FROM sessions)`,
  );
  const byAddress = db.prepare<{ address: string; now: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM ${table} h WHERE h.client_address = @address AND ${held}`,
  );
  const setting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  /** The cap the next hold would pass, or null when it may be taken. */
  return (source: ActivityHoldSource, customerId: number, now: number): ActivityRefusal | null => {
    const caps = readActivityCaps((key) => setting.get(key)?.value);
    if ((byCart.get({ webFolioId: source.webFolioId, now })?.n ?? 0) >= caps.perCart) {
      return 'cart-cap';
    }
    if ((byCustomer.get({ customerId, now })?.n ?? 0) >= caps.perCustomer) return 'customer-cap';
    const address = source.clientAddress;
    if (address && (byAddress.get({ address, now })?.n ?? 0) >= caps.perAddress) {
      return 'address-cap';
    }
    return null;
  };
}
