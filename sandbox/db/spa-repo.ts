import {
  type ActivityHoldSource,
  type ActivityTake,
  createActivityHoldCaps,
} from './activity-hold-caps';
import { createCartHoldDeadline, withinDeadline } from './cart-hold-deadline';
import type { SandboxDatabase } from './open-database';

export interface SpaTreatmentRow {
  item_id: string;
  name: string;
  category: string;
  description: string;
  minutes: number;
  price: number;
}
export interface SpaStaffRow {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
  break_start: string;
  break_end: string;
}
export interface SpaRoomRow {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
}
export interface SpaBookingRow {
  id: number;
  item_id: string;
  staff_id: string;
  room_id: string;
  customer_id: number;
  folio_item_id: number;
  start_time: string;
  end_time: string;
  status: 'held' | 'booked';
  expires_at: number | null;
  created_at: number;
}
export interface NewSpaBooking {
  itemId: string;
  customerId: number;
  startTime: string;
  endTime: string;
  expiresAt: number;
}

const LIVE = "(status = 'booked' OR expires_at > @now)";

/**
 * The spa's treatments, therapists and rooms, and the live bookings that take them. `take`
 * reads who and which room is busy and books one of each in one immediate transaction, so
 * two guests never get the same therapist or room at once.
 */
export function createSpaRepo(db: SandboxDatabase) {
  const liveOnDay = db.prepare<{ start: string; end: string; now: number }, SpaBookingRow>(
    `SELECT * FROM spa_bookings WHERE start_time < @end AND end_time > @start AND ${LIVE}`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO spa_bookings (item_id, staff_id, room_id, customer_id, folio_item_id,
       start_time, end_time, status, expires_at, created_at, client_address)
     VALUES (@itemId, @staffId, @roomId, @customerId, @folioItemId, @startTime, @endTime,
       'held', @expiresAt, @now, @clientAddress)`,
  );
  const capped = createActivityHoldCaps(db, 'spa_bookings');
  const deadline = createCartHoldDeadline(db);
  const extendHeld = db.prepare<{ webFolioId: number; expiresAt: number; now: number }>(
    `UPDATE spa_bookings SET expires_at = @expiresAt
     WHERE status = 'held' AND expires_at > @now AND expires_at < @expiresAt
       AND folio_item_id IN (SELECT id FROM folio_items WHERE web_folio_id = @webFolioId)`,
  );
  const lapsedOf = db.prepare<{ lineId: number; now: number }, { id: number }>(
    `SELECT id FROM spa_bookings
     WHERE folio_item_id = @lineId AND status = 'held' AND expires_at <= @now`,
  );
  const bookForLine = db.prepare<{ lineId: number; customerId: number }>(
    `UPDATE spa_bookings SET status = 'booked', expires_at = NULL, customer_id = @customerId
     WHERE folio_item_id = @lineId`,
  );
  const live = (day: string, now: number) =>
    liveOnDay.all({ start: `${day}T00:00`, end: `${day}T23:59:59`, now });

  const takeInTransaction = db.transaction(
    (
      booking: NewSpaBooking,
      choose: (busy: SpaBookingRow[]) => { staffId: string; roomId: string } | null,
      addLine: () => number,
      now: number,
      source: ActivityHoldSource,
    ): ActivityTake => {
      const refused = capped(source, booking.customerId, now);
      if (refused) return { ok: false, refused };
      const chosen = choose(live(booking.startTime.slice(0, 10), now));
      if (!chosen) return { ok: false, refused: 'full' };
      // A treatment added late in a long visit lapses with the cart's other holds, not after.
      const expiresAt = withinDeadline(booking.expiresAt, deadline(source.webFolioId, now));
      const folioItemId = addLine();
      insertBooking.run({
        ...booking,
        ...chosen,
        expiresAt,
        folioItemId,
        now,
        clientAddress: source.clientAddress,
      });
      return { ok: true, id: folioItemId };
    },
  );

  return {
    treatments: () => db.prepare<[], SpaTreatmentRow>('SELECT * FROM spa_treatments').all(),
    staff: () => db.prepare<[], SpaStaffRow>('SELECT * FROM spa_staff ORDER BY id').all(),
    rooms: () => db.prepare<[], SpaRoomRow>('SELECT * FROM spa_rooms ORDER BY id').all(),
    seed(treatments: SpaTreatmentRow[], staff: SpaStaffRow[], rooms: SpaRoomRow[]): void {
      db.transaction(() => {
        const t = db.prepare(
          `INSERT OR IGNORE INTO spa_treatments VALUES
           (@item_id, @name, @category, @description, @minutes, @price)`,
        );
        const s = db.prepare(
          `INSERT OR IGNORE INTO spa_staff VALUES
           (@id, @name, @start_time, @end_time, @break_start, @break_end)`,
        );
        const r = db.prepare(
          'INSERT OR IGNORE INTO spa_rooms VALUES (@id, @name, @start_time, @end_time)',
        );
        treatments.forEach((row) => t.run(row));
        staff.forEach((row) => s.run(row));
        rooms.forEach((row) => r.run(row));
      })();
    },
    /** The live (held or booked) bookings of a day. */
    liveOn: live,
    /**
     * Books the therapist and room `choose` picks from the day's live bookings, within the
     * visitor's caps (per cart, per customer, per address), adding the cart line with
     * `addLine` in the same transaction; the line's id, or why not (nothing is changed). The
     * hold lapses at `expiresAt`, never after the cart's deadline.
     */
    take: (
      booking: NewSpaBooking,
      choose: (busy: SpaBookingRow[]) => { staffId: string; roomId: string } | null,
      addLine: () => number,
      now: number,
      source: ActivityHoldSource,
    ): ActivityTake => takeInTransaction.immediate(booking, choose, addLine, now, source),
    extendHolds: (webFolioId: number, expiresAt: number, now: number): number =>
      extendHeld.run({ webFolioId, expiresAt, now }).changes,
    /**
     * True when the cart line has a hold here that no longer takes its therapist and room (lapsed with
     * the session or at the cart's deadline): it may not be paid for. False with no such hold.
     */
    lapsedLine: (lineId: number, now: number): boolean =>
      lapsedOf.get({ lineId, now }) !== undefined,
    bookLines: (lineIds: readonly number[], customerId: number): number =>
      lineIds.reduce((n, lineId) => n + bookForLine.run({ lineId, customerId }).changes, 0),
  };
}
export type SpaRepo = ReturnType<typeof createSpaRepo>;
