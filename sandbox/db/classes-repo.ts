import {
  type ActivityHoldSource,
  type ActivityTake,
  createActivityHoldCaps,
} from './activity-hold-caps';
import { createCartHoldDeadline, withinDeadline } from './cart-hold-deadline';
import type { SandboxDatabase } from './open-database';

/** One class of the catalogue (migration: class_items). */
export interface ClassItemRow {
  item_id: string;
  template_no: number;
  location: string;
  name: string;
  description: string;
  category: string;
  minutes: number;
  price: number;
  places: number;
  min_age: number | null;
  instructions: string;
  times_json: string;
  weekdays: string;
  season: 'year' | 'skating';
  variants_json: string;
}

export interface ClassPlaceRow {
  id: number;
  spa_class_id: string;
  item_id: string;
  customer_id: number;
  folio_item_id: number;
  start_time: string;
  end_time: string;
  status: 'held' | 'booked';
  expires_at: number | null;
  created_at: number;
}

export interface TempCustomerRow {
  id: number;
  web_folio_id: number;
  email: string;
  first_name: string;
  last_name: string;
  created_at: number;
}

export interface NewPlace {
  spaClassId: string;
  itemId: string;
  customerId: number;
  folioItemId: number;
  startTime: string;
  endTime: string;
  expiresAt: number;
}

const LIVE = "(status = 'booked' OR expires_at > @now)";

/**
 * The class catalogue, the places taken in its sessions and the temporary customers. A place
 * is held with its cart line (and lapses with the session, as rooms do) until the cart is
 * paid; removing the line gives it back (ON DELETE CASCADE). `take` counts and takes in one
 * immediate transaction, so two guests never get the last place.
 */
export function createClassesRepo(db: SandboxDatabase) {
  const selectItems = db.prepare<[], ClassItemRow>(
    'SELECT * FROM class_items ORDER BY template_no',
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO class_items (item_id, template_no, location, name, description,
       category, minutes, price, places, min_age, instructions, times_json, weekdays, season,
       variants_json)
     VALUES (@item_id, @template_no, @location, @name, @description, @category, @minutes,
       @price, @places, @min_age, @instructions, @times_json, @weekdays, @season, @variants_json)`,
  );
  const takenBetween = db.prepare<
    { start: string; end: string; now: number },
    { spa_class_id: string; taken: number }
  >(
    `SELECT spa_class_id, COUNT(*) AS taken FROM class_places
     WHERE start_time >= @start AND start_time < @end AND ${LIVE}
     GROUP BY spa_class_id`,
  );
  const takenIn = db.prepare<{ id: string; now: number }, { taken: number }>(
    `SELECT COUNT(*) AS taken FROM class_places WHERE spa_class_id = @id AND ${LIVE}`,
  );
  const insertPlace = db.prepare(
    `INSERT INTO class_places (spa_class_id, item_id, customer_id, folio_item_id, start_time,
       end_time, status, expires_at, created_at, client_address)
     VALUES (@spaClassId, @itemId, @customerId, @folioItemId, @startTime, @endTime, 'held',
       @expiresAt, @now, @clientAddress)`,
  );
  const capped = createActivityHoldCaps(db, 'class_places');
  const deadline = createCartHoldDeadline(db);
  const overlapping = db.prepare<
    { customerId: number; start: string; end: string; now: number },
    ClassPlaceRow
  >(
    `SELECT * FROM class_places
     WHERE customer_id = @customerId AND start_time < @end AND end_time > @start AND ${LIVE}
     ORDER BY start_time, id`,
  );
  const extendHeld = db.prepare<{ webFolioId: number; expiresAt: number; now: number }>(
    `UPDATE class_places SET expires_at = @expiresAt
     WHERE status = 'held' AND expires_at > @now AND expires_at < @expiresAt
       AND folio_item_id IN (SELECT id FROM folio_items WHERE web_folio_id = @webFolioId)`,
  );
  const lapsedOf = db.prepare<{ lineId: number; now: number }, { id: number }>(
    `SELECT id FROM class_places
     WHERE folio_item_id = @lineId AND status = 'held' AND expires_at <= @now`,
  );
  const bookForLine = db.prepare<{ lineId: number; customerId: number }>(
    `UPDATE class_places SET status = 'booked', expires_at = NULL, customer_id = @customerId
     WHERE folio_item_id = @lineId`,
  );
  const selectTemp = db.prepare<[number], TempCustomerRow>(
    'SELECT * FROM temp_spa_customers WHERE web_folio_id = ?',
  );
  const insertTemp = db.prepare(
    `INSERT INTO temp_spa_customers (web_folio_id, email, first_name, last_name, created_at)
     VALUES (@web_folio_id, @email, @first_name, @last_name, @created_at)
     ON CONFLICT (web_folio_id) DO NOTHING`,
  );

  const takeInTransaction = db.transaction(
    (
      place: NewPlace,
      places: number,
      addLine: () => number,
      now: number,
      source: ActivityHoldSource,
    ): ActivityTake => {
      const refused = capped(source, place.customerId, now);
      if (refused) return { ok: false, refused };
      const taken = takenIn.get({ id: place.spaClassId, now })?.taken ?? 0;
      if (taken >= places) return { ok: false, refused: 'full' };
      // A place added late in a long visit lapses with the cart's other holds, not after.
      const expiresAt = withinDeadline(place.expiresAt, deadline(source.webFolioId, now));
      const folioItemId = addLine();
      insertPlace.run({
        ...place,
        expiresAt,
        folioItemId,
        now,
        clientAddress: source.clientAddress,
      });
      return { ok: true, id: folioItemId };
    },
  );

  // The catalogue changes only when seeded: read once, the same (frozen) rows after.
  let catalogue: readonly ClassItemRow[] | null = null;

  return {
    catalogue: (): readonly ClassItemRow[] =>
      (catalogue ??= Object.freeze(selectItems.all().map((row) => Object.freeze(row)))),
    addToCatalogue(rows: readonly ClassItemRow[]): void {
      db.transaction(() => rows.forEach((row) => insertItem.run(row)))();
      catalogue = null;
    },
    /** Live places taken per session starting in [start, end) (ISO date-times or days). */
    takenBetween(start: string, end: string, now: number): Map<string, number> {
      const rows = takenBetween.all({ start, end, now });
      return new Map(rows.map((row) => [row.spa_class_id, row.taken]));
    },
    /**
     * Takes a place when fewer than `places` are taken and the visitor's caps allow it (per
     * cart, per customer, per address), adding its cart line with `addLine` in the same
     * transaction; the line's id, or why not (nothing is changed). The hold lapses at
     * `expiresAt`, never after the cart's deadline.
     */
    take(
      place: Omit<NewPlace, 'folioItemId'>,
      places: number,
      addLine: () => number,
      now: number,
      source: ActivityHoldSource,
    ): ActivityTake {
      return takeInTransaction.immediate(
        { ...place, folioItemId: 0 },
        places,
        addLine,
        now,
        source,
      );
    },
    /** The customer's live places in sessions overlapping [start, end). */
    overlapping: (customerId: number, start: string, end: string, now: number): ClassPlaceRow[] =>
      overlapping.all({ customerId, start, end, now }),
    /** A kept-alive session keeps its cart's places (as extendHolds does for rooms). */
    extendHolds: (webFolioId: number, expiresAt: number, now: number): number =>
      extendHeld.run({ webFolioId, expiresAt, now }).changes,
    /** A paid cart's places are booked for the paying customer; how many. */
    /**
     * True when the cart line has a hold here that no longer takes its place (lapsed with
     * the session or at the cart's deadline): it may not be paid for. False with no such hold.
     */
    lapsedLine: (lineId: number, now: number): boolean =>
      lapsedOf.get({ lineId, now }) !== undefined,
    bookLines: (lineIds: readonly number[], customerId: number): number =>
      lineIds.reduce((n, lineId) => n + bookForLine.run({ lineId, customerId }).changes, 0),
    tempCustomerOf: (webFolioId: number): TempCustomerRow | undefined => selectTemp.get(webFolioId),
    /** The cart's temporary customer: the one it has, or a new one with these details. */
    ensureTempCustomer(
      webFolioId: number,
      details: { email: string; firstName: string; lastName: string },
      now: number,
    ): TempCustomerRow {
      insertTemp.run({
        web_folio_id: webFolioId,
        email: details.email,
        first_name: details.firstName,
        last_name: details.lastName,
        created_at: now,
      });
      const row = selectTemp.get(webFolioId);
      if (!row) throw new Error('Temporary customer insert failed');
      return row;
    },
  };
}
export type ClassesRepo = ReturnType<typeof createClassesRepo>;
