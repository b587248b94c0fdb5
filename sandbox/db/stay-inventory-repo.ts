import { addDays } from '../../src/domain/calendar/calendar-day';
import { dayRange } from '../../src/domain/calendar/day-range';
import type { RoomAccessibility } from '../../src/domain/rooms/room-accessibility';
import type { Venue } from '../../src/domain/calendar/stay-day';
import { houseOccupancy } from '../stay/house-occupancy';
import type { SandboxDatabase } from './open-database';
import { createCartHoldDeadline } from './cart-hold-deadline';
import { readHoldLimits } from './settings-repo';
import { roomAccessibilityOf } from './room-accessibility-row';
import type {
  StayHoldRow,
  StayRatePlanRow,
  StayRoomAccessibilityRow,
  StayRoomTypeRow,
} from './rows';

export interface NewHold {
  venue: Venue;
  roomType: string;
  rateType: string;
  /** First night. */
  arrival: string;
  /** The morning of leaving (after the last night). */
  departure: string;
  rooms?: number;
  webFolioId?: number | null;
  /** 'held' lapses at `expiresAt`; 'booked' stays. */
  status?: 'held' | 'booked';
  expiresAt?: number | null;
  /** The client address that asked (the per-address cap). */
  clientAddress?: string | null;
  /** The logged-in customer who asked (the per-customer cap, across carts and devices). */
  customerId?: number | null;
}

/** Why a cart's hold was refused: no room free, or one of the visitor's caps reached. */
export type HoldRefusal = 'full' | 'session-cap' | 'customer-cap' | 'address-cap';
export type HoldOutcome = { ok: true; id: number } | { ok: false; refused: HoldRefusal };

/** Rooms free per night of one room type: `date → rooms`. */
export type NightlyRooms = ReadonlyMap<string, number>;

/**
 * The stay inventory every price and booking call reads (issue 3's calendars, issue 6's
 * `/rs/get-rates` and `/rs/book-pms`): room types and rate plans per venue, and holds.
 * Rooms free on a night = the type's rooms − the generated house occupancy − live holds and
 * bookings. `hold` checks and takes rooms in one transaction, so two guests never get the last.
 */
export function createStayInventoryRepo(db: SandboxDatabase) {
  const selectRoomTypes = db.prepare<[string], StayRoomTypeRow>(
    'SELECT * FROM stay_room_types WHERE venue = ? ORDER BY code',
  );
  const selectPlans = db.prepare<[string], StayRatePlanRow>(
    'SELECT * FROM stay_rate_plans WHERE venue = ? ORDER BY room_type, rate_type',
  );
  const selectHolds = db.prepare<
    { venue: string; start: string; end: string; now: number },
    StayHoldRow
  >(
    `SELECT * FROM stay_holds
     WHERE venue = @venue AND arrival <= @end AND departure > @start
       AND (status = 'booked' OR expires_at IS NULL OR expires_at > @now)`,
  );
  const selectAccessibility = db.prepare<[string], StayRoomAccessibilityRow>(
    'SELECT * FROM stay_room_accessibility WHERE venue = ?',
  );
  const putAccessibility = db.prepare(
    `INSERT OR REPLACE INTO stay_room_accessibility (venue, room_type, step_free, roll_in_shower,
       grab_rails, hearing_loop, visual_alarm, door_width_cm)
     VALUES (@venue, @room_type, @step_free, @roll_in_shower, @grab_rails, @hearing_loop,
       @visual_alarm, @door_width_cm)`,
  );
  const insertRoomType = db.prepare(
    `INSERT OR IGNORE INTO stay_room_types (venue, code, description, total_rooms, max_occupancy)
     VALUES (@venue, @code, @description, @total_rooms, @max_occupancy)`,
  );
  const insertPlan = db.prepare(
    `INSERT OR IGNORE INTO stay_rate_plans (venue, rate_type, room_type, description, base_rate,
       avail_mon_sun, min_length, max_length, validity, code)
     VALUES (@venue, @rate_type, @room_type, @description, @base_rate, @avail_mon_sun,
       @min_length, @max_length, @validity, @code)`,
  );
  const replacePlan = db.prepare(
    `INSERT OR REPLACE INTO stay_rate_plans (venue, rate_type, room_type, description, base_rate,
       avail_mon_sun, min_length, max_length, validity, code)
     VALUES (@venue, @rate_type, @room_type, @description, @base_rate, @avail_mon_sun,
       @min_length, @max_length, @validity, @code)`,
  );
  const insertHold = db.prepare(
    `INSERT INTO stay_holds (venue, room_type, rate_type, arrival, departure, rooms,
       web_folio_id, status, expires_at, created_at, client_address, customer_id)
     VALUES (@venue, @room_type, @rate_type, @arrival, @departure, @rooms, @web_folio_id,
       @status, @expires_at, @created_at, @client_address, @customer_id)`,
  );
  const extendHeld = db.prepare<{ webFolioId: number; expiresAt: number; now: number }>(
    `UPDATE stay_holds SET expires_at = @expiresAt
     WHERE web_folio_id = @webFolioId AND status = 'held'
       AND expires_at IS NOT NULL AND expires_at > @now AND expires_at < @expiresAt`,
  );
  const selectSetting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  const limits = () => readHoldLimits((key) => selectSetting.get(key)?.value);
  const cartDeadline = createCartHoldDeadline(db);
  const countHeldByFolio = db.prepare<[number, number], { n: number | null }>(
    `SELECT SUM(rooms) AS n FROM stay_holds
     WHERE web_folio_id = ? AND status = 'held' AND expires_at > ?`,
  );
  const countHeldByCustomer = db.prepare<[number, number], { n: number | null }>(
    // The carts the customer still has a session for (a cart left by a new session, a
    // logout, is no longer theirs to add to; its holds lapse on their own).
    `SELECT SUM(rooms) AS n FROM stay_holds
     WHERE customer_id = ? AND status = 'held' AND expires_at > ?
       AND web_folio_id IN (SELECT web_folio_id FROM sessions)`,
  );
  const countHeldByAddress = db.prepare<[string, number], { n: number | null }>(
    `SELECT SUM(rooms) AS n FROM stay_holds
     WHERE client_address = ? AND status = 'held' AND expires_at > ?`,
  );
  const selectHold = db.prepare<[number], StayHoldRow>('SELECT * FROM stay_holds WHERE id = ?');

  /**
   * When the cart's holds must lapse however often the session is kept alive: its first live
   * hold's time (a room, a treatment or a place) plus the maximum (null: it holds nothing).
   */
  const holdDeadline = (webFolioId: number, now: number): number | null =>
    cartDeadline(webFolioId, now);
  const deleteHold = db.prepare<[number]>(
    "DELETE FROM stay_holds WHERE id = ? AND status = 'held'",
  );
  const deleteBooked = db.prepare<[number]>(
    "DELETE FROM stay_holds WHERE id = ? AND status = 'booked'",
  );
  const moveBookedRow = db.prepare<[string, string, number]>(
    "UPDATE stay_holds SET arrival = ?, departure = ? WHERE id = ? AND status = 'booked'",
  );
  const bookHeld = db.prepare(
    "UPDATE stay_holds SET status = 'booked', expires_at = NULL WHERE id = ? AND status = 'held'",
  );

  /** Rooms free per night `start`…`end` for every room type of the venue. */
  // Room types and rate plans change only through this repo (seeding, tests): read once per
  // venue and kept until one is added or replaced, not queried again on every price call.
  const typesOf = new Map<Venue, StayRoomTypeRow[]>();
  const plansOf = new Map<Venue, StayRatePlanRow[]>();
  const accessOf = new Map<Venue, ReadonlyMap<string, RoomAccessibility>>();
  /** The accessibility features of the venue's room types that state any, by room type. */
  const accessibility = (venue: Venue): ReadonlyMap<string, RoomAccessibility> => {
    let features = accessOf.get(venue);
    if (!features) {
      const rows = selectAccessibility.all(venue);
      features = new Map(rows.map((row) => [row.room_type, roomAccessibilityOf(row)]));
      accessOf.set(venue, features);
    }
    return features;
  };
  const roomTypes = (venue: Venue): StayRoomTypeRow[] => {
    let rows = typesOf.get(venue);
    if (!rows) typesOf.set(venue, (rows = selectRoomTypes.all(venue)));
    return rows;
  };
  const ratePlans = (venue: Venue): StayRatePlanRow[] => {
    let rows = plansOf.get(venue);
    if (!rows) plansOf.set(venue, (rows = selectPlans.all(venue)));
    return rows;
  };
  /** Counts the changes to what is free (holds taken, released, booked; plans changed). */
  let version = 0;
  const changed = () => {
    typesOf.clear();
    plansOf.clear();
    accessOf.clear();
    version += 1;
  };
  const selectNextLapse = db.prepare<
    { venue: string; start: string; end: string; now: number },
    { next: number | null }
  >(
    `SELECT MIN(expires_at) AS next FROM stay_holds
     WHERE venue = @venue AND arrival <= @end AND departure > @start
       AND status = 'held' AND expires_at > @now`,
  );

  function roomsFree(
    venue: Venue,
    start: string,
    end: string,
    now: number,
  ): Map<string, NightlyRooms> {
    const holds = selectHolds.all({ venue, start, end, now });
    const result = new Map<string, NightlyRooms>();
    for (const type of roomTypes(venue)) {
      const nights = new Map<string, number>();
      for (const date of dayRange(start, end)) {
        let free = type.total_rooms - houseOccupancy(venue, type.code, date, type.total_rooms);
        for (const hold of holds) {
          if (hold.room_type === type.code && hold.arrival <= date && hold.departure > date) {
            free -= hold.rooms;
          }
        }
        nights.set(date, Math.max(0, free));
      }
      result.set(type.code, nights);
    }
    return result;
  }

  const holdInTransaction = db.transaction((hold: NewHold, now: number): number | null => {
    const rooms = hold.rooms ?? 1;
    const lastNight = addDays(hold.departure, -1);
    const free = roomsFree(hold.venue, hold.arrival, lastNight, now).get(hold.roomType);
    if (!free) return null;
    for (const date of dayRange(hold.arrival, lastNight)) {
      if ((free.get(date) ?? 0) < rooms) return null;
    }
    const row: Omit<StayHoldRow, 'id'> = {
      venue: hold.venue,
      room_type: hold.roomType,
      rate_type: hold.rateType,
      arrival: hold.arrival,
      departure: hold.departure,
      rooms,
      web_folio_id: hold.webFolioId ?? null,
      status: hold.status ?? 'held',
      expires_at: hold.expiresAt ?? null,
      created_at: now,
      client_address: hold.clientAddress ?? null,
      customer_id: hold.customerId ?? null,
    };
    const id = Number(insertHold.run(row).lastInsertRowid);
    version += 1;
    return id;
  });

  /** The caps of a cart's hold, checked in the same transaction that takes the rooms. */
  const capHoldInTransaction = db.transaction((hold: NewHold, now: number): HoldOutcome => {
    const rooms = hold.rooms ?? 1;
    const caps = limits();
    const webFolioId = hold.webFolioId ?? null;
    if (webFolioId !== null) {
      const held = countHeldByFolio.get(webFolioId, now)?.n ?? 0;
      if (held + rooms > caps.perSession) return { ok: false, refused: 'session-cap' };
    }
    if (hold.customerId != null) {
      const held = countHeldByCustomer.get(hold.customerId, now)?.n ?? 0;
      if (held + rooms > caps.perCustomer) return { ok: false, refused: 'customer-cap' };
    }
    if (hold.clientAddress) {
      const held = countHeldByAddress.get(hold.clientAddress, now)?.n ?? 0;
      if (held + rooms > caps.perAddress) return { ok: false, refused: 'address-cap' };
    }
    // A room added late in a long visit lapses with the cart's other holds, not after them.
    const deadline = webFolioId === null ? null : holdDeadline(webFolioId, now);
    const expiresAt =
      deadline !== null && hold.expiresAt != null
        ? Math.min(hold.expiresAt, deadline)
        : hold.expiresAt;
    const id = holdInTransaction(
      { ...hold, ...(expiresAt === undefined ? {} : { expiresAt }) },
      now,
    );
    return id === null ? { ok: false, refused: 'full' } : { ok: true, id };
  });

  return {
    /** The venue's room types (read once; the same array until one is added). Do not change it. */
    roomTypes,
    /** The venue's rate plans (read once; the same array until one is added or replaced). */
    ratePlans,
    roomsFree,
    /**
     * Holds (or books) rooms for every night of a stay if they are free, in one transaction;
     * the hold's id, or null when some night has too few rooms (nothing is changed).
     */
    hold(hold: NewHold, now: number): number | null {
      if (hold.departure <= hold.arrival || (hold.rooms ?? 1) < 1) return null;
      return holdInTransaction.immediate(hold, now);
    },
    /**
     * A cart's hold (status 'held', lapsing at `expiresAt`) within the visitor's caps (rooms
     * per session and per client address, from the settings), in one transaction.
     */
    holdForCart(hold: NewHold, now: number): HoldOutcome {
      if (hold.departure <= hold.arrival || (hold.rooms ?? 1) < 1) {
        return { ok: false, refused: 'full' };
      }
      return capHoldInTransaction.immediate({ ...hold, status: 'held' }, now);
    },
    /**
     * A kept-alive session keeps its cart's rooms: the web folio's live holds now lapse at
     * `expiresAt`, but never later than the maximum after its first hold (a hold that has
     * already lapsed stays lapsed); how many were extended.
     */
    extendHolds(webFolioId: number, expiresAt: number, now: number): number {
      const deadline = holdDeadline(webFolioId, now);
      const until = deadline === null ? expiresAt : Math.min(expiresAt, deadline);
      return extendHeld.run({ webFolioId, expiresAt: until, now }).changes;
    },
    /** When the cart's holds lapse at the latest, kept alive or not (null: it holds none). */
    holdDeadline,
    /**
     * True while the hold is the web folio's and still takes its rooms (held and not lapsed,
     * or already booked for it): a line whose hold this is not may not be booked or charged.
     */
    isHeldFor(id: number, webFolioId: number, now: number): boolean {
      const row = selectHold.get(id);
      if (!row || row.web_folio_id !== webFolioId) return false;
      return row.status === 'booked' || (row.expires_at !== null && row.expires_at > now);
    },
    /**
     * A paid (or reserved) cart's rooms are booked: they no longer lapse with the session
     * (finalising has already refused a cart whose holds are not all live, see isHeldFor);
     * how many holds were booked.
     */
    bookHolds: (ids: readonly number[]): number => {
      version += 1;
      return ids.reduce((booked, id) => booked + bookHeld.run(id).changes, 0);
    },
    /** Gives a held (not booked) stay's rooms back; false when there was no such hold. */
    release: (id: number): boolean => {
      version += 1;
      return deleteHold.run(id).changes > 0;
    },
    /** A hold or booking by its id (a booked line's room, its plan and venue). */
    holdById: (id: number): StayHoldRow | undefined => selectHold.get(id),
    /**
     * Gives a booked stay's rooms back (its guest cancelled it, issue 32): free at once to
     * get-rates and the calendars; false when there was no such booking.
     */
    releaseBooked: (id: number): boolean => {
      version += 1;
      return deleteBooked.run(id).changes > 0;
    },
    /**
     * Moves a booked stay to other nights, keeping its id (its guest amended it, issue 32 §4):
     * the caller has checked, in its transaction, that the new nights are free; false when
     * there was no such booking.
     */
    moveBooked: (id: number, arrival: string, departure: string): boolean => {
      version += 1;
      return moveBookedRow.run(arrival, departure, id).changes > 0;
    },
    /**
     * A number that changes whenever rooms are taken, given back or booked, or a plan or room
     * type changes (a hold kept alive changes nothing free now). With `nextLapse`, it tells
     * when an answer worked out from the inventory may be given again.
     */
    version: (): number => version,
    /** When the next live hold on nights `start`…`end` lapses (a room comes free); null: none. */
    nextLapse: (venue: Venue, start: string, end: string, now: number): number | null =>
      selectNextLapse.get({ venue, start, end, now })?.next ?? null,
    addRoomType: (row: StayRoomTypeRow): void => {
      insertRoomType.run(row);
      changed();
    },
    addRatePlan: (row: StayRatePlanRow): void => {
      insertPlan.run(row);
      changed();
    },
    accessibility,
    /** States a room type's accessibility features (replacing what it said before). */
    setAccessibility: (row: StayRoomAccessibilityRow): void => {
      putAccessibility.run(row);
      changed();
    },
    /** Adds a rate plan, or replaces the one of the same venue, rate and room type. */
    putRatePlan: (row: StayRatePlanRow): void => {
      replacePlan.run(row);
      changed();
    },
  };
}
export type StayInventoryRepo = ReturnType<typeof createStayInventoryRepo>;
