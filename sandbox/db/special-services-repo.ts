import type { SandboxDatabase } from './open-database';

export interface SpecialServiceRow {
  item_id: string;
  name: string;
  category: string;
  price: number;
  options_json: string;
  sort: number;
}

export interface FolioSpecialServiceRow {
  id: number;
  folio_item_id: number;
  item_id: string;
  name: string;
  qty: number;
  ext_price: number;
  scheduled: string | null;
  comments: string | null;
  created_at: number;
}

export interface NewSpecialService {
  itemId: string;
  name: string;
  category: string;
  price: number;
  options?: string[];
}

export interface NewFolioSpecialService {
  folioItemId: number;
  service: SpecialServiceRow;
  qty: number;
  scheduled: string | null;
  comments: string | null;
}

/** The special-service catalogue and the services added to web folio lines. */
export function createSpecialServicesRepo(db: SandboxDatabase) {
  const selectCatalogue = db.prepare<[], SpecialServiceRow>(
    'SELECT * FROM special_services ORDER BY sort, item_id',
  );
  const selectService = db.prepare<[string], SpecialServiceRow>(
    'SELECT * FROM special_services WHERE item_id = ?',
  );
  const insertService = db.prepare(
    `INSERT INTO special_services (item_id, name, category, price, options_json, sort)
     VALUES (@item_id, @name, @category, @price, @options_json, @sort)`,
  );
  const selectForItems = db.prepare<[number], FolioSpecialServiceRow>(
    `SELECT s.* FROM folio_special_services s JOIN folio_items i ON i.id = s.folio_item_id
     WHERE i.web_folio_id = ? ORDER BY s.id`,
  );
  const insertFolioService = db.prepare(
    `INSERT INTO folio_special_services (folio_item_id, item_id, name, qty, ext_price, scheduled,
       comments, created_at)
     VALUES (@folio_item_id, @item_id, @name, @qty, @ext_price, @scheduled, @comments, @created_at)`,
  );
  const deleteFolioService = db.prepare<[number, number]>(
    'DELETE FROM folio_special_services WHERE id = ? AND folio_item_id = ?',
  );

  return {
    catalogue: (): SpecialServiceRow[] => selectCatalogue.all(),
    find: (itemId: string): SpecialServiceRow | undefined => selectService.get(itemId),
    addToCatalogue(services: readonly NewSpecialService[]): void {
      db.transaction(() => {
        services.forEach((s, sort) =>
          insertService.run({
            item_id: s.itemId,
            name: s.name,
            category: s.category,
            price: s.price,
            options_json: JSON.stringify(s.options ?? []),
            sort,
          }),
        );
      })();
    },
    /** Every service added to the lines of one web folio, oldest first. */
    forWebFolio: (webFolioId: number): FolioSpecialServiceRow[] => selectForItems.all(webFolioId),
    addToItem(add: NewFolioSpecialService, now: number): number {
      const pence = Math.round(add.service.price * 100) * add.qty;
      return Number(
        insertFolioService.run({
          folio_item_id: add.folioItemId,
          item_id: add.service.item_id,
          name: add.service.name,
          qty: add.qty,
          ext_price: pence / 100,
          scheduled: add.scheduled,
          comments: add.comments,
          created_at: now,
        }).lastInsertRowid,
      );
    },
    /** Removes one service of a line; false when the line has no such service. */
    removeFromItem: (id: number, folioItemId: number): boolean =>
      deleteFolioService.run(id, folioItemId).changes === 1,
  };
}
export type SpecialServicesRepo = ReturnType<typeof createSpecialServicesRepo>;
