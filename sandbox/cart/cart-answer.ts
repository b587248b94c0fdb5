import type * as v from 'valibot';
import type { CartAnswerSchema, WebFolioItemSchema } from '../../src/schemas/cart';
import type { FoliosRepo } from '../db/folios-repo';
import type { FolioItemRow } from '../db/rows';
import { SUCCESS } from '../http/results';

type WebFolioItemInput = v.InferInput<typeof WebFolioItemSchema>;

function folioItem(row: FolioItemRow): WebFolioItemInput {
  const extra = JSON.parse(row.data_json) as Partial<WebFolioItemInput>;
  return {
    ...extra,
    Category: row.category as WebFolioItemInput['Category'],
    FolioId: row.folio_id,
    FolioItemId: String(row.id),
    Details: row.details,
    Amount: row.amount,
    StartDate: row.start_date,
    FinishDate: row.finish_date,
    Nights: row.nights,
    Adults: row.adults,
    Children: row.children,
    Youth: row.youth,
  };
}

/** Sum of amounts in pounds, rounded to pence. */
function balanceOf(rows: FolioItemRow[]): number {
  const pence = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  return pence / 100;
}

/** The `/rs/get-webfolios` answer for one web folio. */
export function cartAnswer(
  folios: FoliosRepo,
  webFolioId: number,
): v.InferInput<typeof CartAnswerSchema> {
  const rows = folios.items(webFolioId);
  return {
    Result: SUCCESS,
    FolioBalance: balanceOf(rows),
    Guaranteed: false,
    FolioItems: rows.map(folioItem),
  };
}
