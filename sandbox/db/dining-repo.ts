import { SESSION_TIMEOUT_MS } from '../sessions/session-timeout';
import type { SandboxDatabase } from './open-database';
import { readDiningPerGuestDay, readHoldLimits } from './settings-repo';

/** Why a table was refused: too few covers left, or the guest's limit for the day reached. */
export type DiningTake =
  { ok: true; id: number } | { ok: false; refused: 'full' | 'guest-day-cap' };

export interface DiningSittingRow {
  promotion_id: string;
  venue_id: string;
  venue_name: string;
  meal: 'breakfast' | 'dinner';
  description: string;
  open_time: string;
  close_time: string;
  step_minutes: number;
  covers: number;
}
export interface DiningReservationRow {
  id: number;
  promotion_id: string;
  visit_date: string;
  visit_time: string;
  party_size: number;
  customer_id: number;
  folio_item_id: number;
  reference: string;
  special_requests: string | null;
  status: 'held' | 'booked';
  created_at: number;
}
export interface NewDiningReservation {
  promotionId: string;
  visitDate: string;
  visitTime: string;
  partySize: number;
  customerId: number;
  reference: string;
  specialRequests: string | null;
}

/**
 * A reservation takes its covers while it is booked, or while it is held in a cart whose
 * session is still alive: a held table lapses with its session, as a room hold does (and a
 * login, which carries the cart to a new session, keeps it), and at the latest the hold
 * maximum after it was made, however often the session is kept alive (issue 34 item 2).
 */
const LIVE = `(r.status = 'booked' OR (r.created_at > @heldSince AND EXISTS (
  SELECT 1 FROM folio_items f JOIN sessions s ON s.web_folio_id = f.web_folio_id
  WHERE f.id = r.folio_item_id AND s.last_seen > @since)))`;

const MINUTE_MS = 60_000;

/**
 * The restaurants' sittings and the reservations that take their covers. `take` counts the
 * live covers of a time and books the party in one immediate transaction, so that parties
 * booking at once never take more covers than the time has.
 */
export function createDiningRepo(db: SandboxDatabase) {
  const takenOnDay = db.prepare<
    { promotionId: string; day: string; since: number; heldSince: number },
    { visit_time: string; taken: number }
  >(
    `SELECT r.visit_time, SUM(r.party_size) AS taken FROM dining_reservations r
     WHERE r.promotion_id = @promotionId AND r.visit_date = @day AND ${LIVE}
     GROUP BY r.visit_time`,
  );
  const insert = db.prepare(
    `INSERT INTO dining_reservations (promotion_id, visit_date, visit_time, party_size,
       customer_id, folio_item_id, reference, special_requests, status, created_at)
     VALUES (@promotionId, @visitDate, @visitTime, @partySize, @customerId, @folioItemId,
       @reference, @specialRequests, 'held', @now)`,
  );
  const guestOnDay = db.prepare<
    { customerId: number; day: string; since: number; heldSince: number },
    { n: number }
  >(
    `SELECT COUNT(*) AS n FROM dining_reservations r
     WHERE r.customer_id = @customerId AND r.visit_date = @day AND ${LIVE}`,
  );
  const lapsedOf = db.prepare<{ lineId: number; heldSince: number }, { id: number }>(
    `SELECT id FROM dining_reservations
     WHERE folio_item_id = @lineId AND status = 'held' AND created_at <= @heldSince`,
  );
  const setting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  const read = (key: string) => setting.get(key)?.value;
  /** Held reservations made before this lapse, kept alive or not (`since`: now − timeout). */
  const heldSinceOf = (since: number) =>
    since + SESSION_TIMEOUT_MS - readHoldLimits(read).maxMinutes * MINUTE_MS;
  const bookForLine = db.prepare<{ lineId: number; customerId: number }>(
    `UPDATE dining_reservations SET status = 'booked', customer_id = @customerId
     WHERE folio_item_id = @lineId`,
  );
  /** Covers taken per time of a sitting's day, by live reservations. */
  const taken = (promotionId: string, day: string, since: number): Map<string, number> => {
    const heldSince = heldSinceOf(since);
    const rows = takenOnDay.all({ promotionId, day, since, heldSince });
    return new Map(rows.map((r) => [r.visit_time, r.taken]));
  };

  const takeInTransaction = db.transaction(
    (
      booking: NewDiningReservation,
      covers: number,
      addLine: () => number,
      since: number,
      now: number,
    ): DiningTake => {
      const heldSince = heldSinceOf(since);
      const limit = readDiningPerGuestDay(read);
      const guest = { customerId: booking.customerId, day: booking.visitDate, since, heldSince };
      if ((guestOnDay.get(guest)?.n ?? 0) >= limit) return { ok: false, refused: 'guest-day-cap' };
      const already = taken(booking.promotionId, booking.visitDate, since).get(booking.visitTime);
      if ((already ?? 0) + booking.partySize > covers) return { ok: false, refused: 'full' };
      const folioItemId = addLine();
      insert.run({ ...booking, folioItemId, now });
      return { ok: true, id: folioItemId };
    },
  );

  return {
    sittings: (): DiningSittingRow[] =>
      db
        .prepare<[], DiningSittingRow>(
          "SELECT * FROM dining_sittings ORDER BY meal = 'dinner', venue_name",
        )
        .all(),
    sitting: (promotionId: string): DiningSittingRow | undefined =>
      db
        .prepare<[string], DiningSittingRow>('SELECT * FROM dining_sittings WHERE promotion_id = ?')
        .get(promotionId),
    seed(sittings: readonly DiningSittingRow[]): void {
      const add = db.prepare(
        `INSERT OR IGNORE INTO dining_sittings VALUES (@promotion_id, @venue_id, @venue_name,
         @meal, @description, @open_time, @close_time, @step_minutes, @covers)`,
      );
      db.transaction(() => sittings.forEach((row) => add.run(row)))();
    },
    /** Covers taken per time (`HH:mm`) of a sitting's day; `since`: sessions seen after it live. */
    taken,
    /**
     * Holds covers for the party when the time still has them and the guest holds or has
     * booked fewer than the day's limit of reservations (issue 34 item 4), adding the cart line
     * with `addLine` in the same transaction; the line's id, or why not (nothing changed).
     */
    take: (
      booking: NewDiningReservation,
      covers: number,
      addLine: () => number,
      since: number,
      now: number,
    ): DiningTake => takeInTransaction.immediate(booking, covers, addLine, since, now),
    /** True when the cart line's held table lapsed at the hold maximum: it may not be paid. */
    lapsedLine: (lineId: number, now: number): boolean =>
      lapsedOf.get({ lineId, heldSince: heldSinceOf(now - SESSION_TIMEOUT_MS) }) !== undefined,
    /** The reservation of a cart line. */
    ofLine: (lineId: number): DiningReservationRow | undefined =>
      db
        .prepare<[number], DiningReservationRow>(
          'SELECT * FROM dining_reservations WHERE folio_item_id = ?',
        )
        .get(lineId),
    /** Paid or reserved: the tables are the customer's, no longer lapsing with the cart. */
    bookLines: (lineIds: readonly number[], customerId: number): number =>
      lineIds.reduce((n, lineId) => n + bookForLine.run({ lineId, customerId }).changes, 0),
  };
}
export type DiningRepo = ReturnType<typeof createDiningRepo>;
