import type { WebFolioItem } from '../../src/schemas/cart';
import type { SandboxDatabase } from './open-database';
import type { FolioItemRow } from './rows';

/** The fields of a cart line that have their own column; the rest travel in `extra`. */
export interface NewFolioItem {
  folioId: string;
  category: WebFolioItem['Category'];
  details: string;
  amount: number;
  startDate?: string | null;
  finishDate?: string | null;
  nights?: number | null;
  adults?: number | null;
  children?: number | null;
  youth?: number | null;
  extra?: Partial<Omit<WebFolioItem, 'FolioItemId'>>;
}

/** Web folios (carts) and their lines. */
export function createFoliosRepo(db: SandboxDatabase) {
  const insertFolio = db.prepare<[number]>('INSERT INTO web_folios (created_at) VALUES (?)');
  const selectItems = db.prepare<[number], FolioItemRow>(
    'SELECT * FROM folio_items WHERE web_folio_id = ? ORDER BY id',
  );
  const insertItem = db.prepare(
    `INSERT INTO folio_items (web_folio_id, folio_id, category, details, amount, start_date,
       finish_date, nights, adults, children, youth, data_json, created_at)
     VALUES (@web_folio_id, @folio_id, @category, @details, @amount, @start_date,
       @finish_date, @nights, @adults, @children, @youth, @data_json, @created_at)`,
  );

  const selectItem = db.prepare<[number, number], FolioItemRow>(
    'SELECT * FROM folio_items WHERE id = ? AND web_folio_id = ?',
  );
  const selectByFolio = db.prepare<[string, number], FolioItemRow>(
    'SELECT * FROM folio_items WHERE folio_id = ? AND web_folio_id = ? ORDER BY id',
  );
  const deleteItem = db.prepare<[number, number]>(
    'DELETE FROM folio_items WHERE id = ? AND web_folio_id = ?',
  );
  // The one rule every cart change keeps (issue 17 item 9): a payment page started for the
  // cart as it was can no longer be paid (card-only orders, nothing to pay, are left alone).
  const closeOpenOrders = db.prepare<[number, number]>(
    `UPDATE payment_orders SET state = 'SUPERSEDED', updated_at = ?
     WHERE web_folio_id = ? AND state = 'PENDING' AND amount_minor > 0`,
  );
  const cartChanged = (webFolioId: number, now: number): void =>
    void closeOpenOrders.run(now, webFolioId);

  return {
    /** Runs `fn` as one transaction: all of its changes, or none. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    /** One line of a web folio by its FolioItemId. */
    item: (webFolioId: number, itemId: number): FolioItemRow | undefined =>
      selectItem.get(itemId, webFolioId),
    /** The lines of a web folio that belong to one (PMS, spa…) folio. */
    itemsOfFolio: (webFolioId: number, folioId: string): FolioItemRow[] =>
      selectByFolio.all(folioId, webFolioId),
    /**
     * Removes a line (and, by cascade, its special services) and closes the cart's open
     * payment orders; false when it is not there.
     */
    removeItem(webFolioId: number, itemId: number, now = Date.now()): boolean {
      const removed = deleteItem.run(itemId, webFolioId).changes === 1;
      if (removed) cartChanged(webFolioId, now);
      return removed;
    },
    /** Any other change to a cart's lines (its extras): closes its open payment orders. */
    cartChanged,
    /** A new, empty web folio; returns its id. */
    create(now: number): number {
      return Number(insertFolio.run(now).lastInsertRowid);
    },
    items: (webFolioId: number): FolioItemRow[] => selectItems.all(webFolioId),
    addItem(webFolioId: number, item: NewFolioItem, now: number): number {
      const row: Omit<FolioItemRow, 'id'> = {
        web_folio_id: webFolioId,
        folio_id: item.folioId,
        category: item.category,
        details: item.details,
        amount: item.amount,
        start_date: item.startDate ?? null,
        finish_date: item.finishDate ?? null,
        nights: item.nights ?? null,
        adults: item.adults ?? null,
        children: item.children ?? null,
        youth: item.youth ?? null,
        data_json: JSON.stringify(item.extra ?? {}),
        created_at: now,
      };
      const id = Number(insertItem.run(row).lastInsertRowid);
      cartChanged(webFolioId, now);
      return id;
    },
  };
}
export type FoliosRepo = ReturnType<typeof createFoliosRepo>;
