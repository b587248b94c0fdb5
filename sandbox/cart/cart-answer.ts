import type * as v from 'valibot';
import type { CartAnswerSchema, WebFolioItemSchema } from '../../src/schemas/cart';
import { maskedGiftCode } from '../../src/domain/gift-cards/gift-code';
import { balanceAfterCards } from '../../src/domain/gift-cards/redemption';
import type { FoliosRepo } from '../db/folios-repo';
import type { GiftRedemptionsRepo } from '../db/gift-redemptions-repo';
import type { FolioItemRow } from '../db/rows';
import type { FolioSpecialServiceRow, SpecialServicesRepo } from '../db/special-services-repo';
import { recheckGiftCards } from '../gift-cards/recheck-gift-cards';
import { SUCCESS } from '../http/results';

type WebFolioItemInput = v.InferInput<typeof WebFolioItemSchema>;

const pence = (pounds: number) => Math.round(pounds * 100);

/** A line's amount: its own plus its special services', so the balance is the sum of lines. */
function lineAmount(row: FolioItemRow, services: readonly FolioSpecialServiceRow[]): number {
  return (pence(row.amount) + services.reduce((sum, s) => sum + pence(s.ext_price), 0)) / 100;
}

function folioItem(row: FolioItemRow, services: FolioSpecialServiceRow[]): WebFolioItemInput {
  const extra = JSON.parse(row.data_json) as Partial<WebFolioItemInput>;
  const amount = lineAmount(row, services);
  return {
    ...extra,
    ...(row.category === 'Hotel'
      ? {
          SpecialServices: services.map((s) => ({
            PMSSpecialService: { PMSSpecialServiceName: s.name },
            PMSFolioSpecialServiceId: String(s.id),
            Qty: s.qty,
            ScheduledDateTime: s.scheduled,
            ExtPrice: s.ext_price,
            Comments: s.comments,
          })),
          FolioTotal: amount,
        }
      : {}),
    Category: row.category as WebFolioItemInput['Category'],
    FolioId: row.folio_id,
    FolioItemId: String(row.id),
    Details: row.details,
    Amount: amount,
    StartDate: row.start_date,
    FinishDate: row.finish_date,
    Nights: row.nights,
    Adults: row.adults,
    Children: row.children,
    Youth: row.youth,
  };
}

/**
 * The `/rs/get-webfolios` answer for one web folio: its lines, the gift cards applied to it
 * (re-checked against the lines first: a cart that shrank gives the excess back), and a
 * balance that is the lines' sum less what the cards pay.
 */
export function cartAnswer(
  repos: {
    folios: FoliosRepo;
    specialServices: SpecialServicesRepo;
    giftRedemptions: GiftRedemptionsRepo;
  },
  webFolioId: number,
  now = Date.now(),
): v.InferInput<typeof CartAnswerSchema> {
  const rows = repos.folios.items(webFolioId);
  const services = repos.specialServices.forWebFolio(webFolioId);
  const servicesOf = (row: FolioItemRow) => services.filter((s) => s.folio_item_id === row.id);
  const items = rows.map((row) => folioItem(row, servicesOf(row)));
  const total = rows.reduce((sum, row) => sum + pence(lineAmount(row, servicesOf(row))), 0);
  const cards = recheckGiftCards(repos, webFolioId, total, now);
  const balance = balanceAfterCards(
    total,
    cards.map((card) => card.amount_minor),
  );
  return {
    Result: SUCCESS,
    FolioBalance: balance / 100,
    Guaranteed: false,
    FolioItems: items,
    GiftCards: cards.map((card) => ({
      RedemptionId: String(card.id),
      Code: maskedGiftCode(card.code),
      Amount: card.amount_minor / 100,
    })),
  };
}
