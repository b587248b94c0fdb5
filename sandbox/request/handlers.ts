import type { Context } from 'hono';
import type * as v from 'valibot';
import { ResultAnswerSchema } from '../../src/schemas/result';
import {
  AddSpecialServiceAnswerSchema,
  AddSpecialServiceDataSchema,
  CancelDiningReservationDataSchema,
  CancelPaymentDataSchema,
  CancelPMSBookingDataSchema,
  CancelRetailItemDataSchema,
  CancelSpaServiceDataSchema,
  FetchSpecialServicesAnswerSchema,
  FetchSpecialServicesDataSchema,
  RemoveSpecialServiceDataSchema,
} from '../../src/schemas/rs-request';
import type { FolioItemRow, SessionRow } from '../db/rows';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { cartAnswer } from '../cart/cart-answer';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';
import { isExcludedExtra } from '../../src/domain/cart/is-excluded-extra';
import { bookedStayLine } from '../account/booked-stay-line';
import { CLASS_METHODS } from '../activities/class-methods';
import { SPA_METHODS } from '../spa/spa-methods';
import { DINING_METHODS } from '../dining/dining-methods';
import { GIFT_METHODS } from '../gift-cards/gift-methods';
import { REDEEM_METHODS } from '../gift-cards/redeem-methods';
import { ACCOUNT_METHODS } from './account-methods';
import { AMEND_METHODS } from '../amend/amend-methods';
import { CANCEL_METHODS } from '../cancel/cancel-methods';
import { BALANCE_METHODS } from '../balance/balance-methods';
import { CHECKOUT_METHODS } from './checkout-methods';
import { checkServiceComments } from './special-service-comments';

type Ctx = Context<AppEnv>;

/** One `/rs/request` method: its data schema and what it does for the session's web folio. */
interface Method<S extends v.GenericSchema> {
  data: S;
  run(c: Ctx, session: SessionRow, data: v.InferOutput<S>): Response | Promise<Response>;
}
const method = <S extends v.GenericSchema>(m: Method<S>) => m as Method<v.GenericSchema>;

const GONE = 'That item is no longer in your cart.';
const STAY_GONE =
  'Extras can no longer be added to that room: it is not in your cart or upcoming stays.';

/** The session folio's line with this FolioItemId and one of these categories. */
function lineOf(c: Ctx, session: SessionRow, itemId: string, categories: string[]) {
  const id = Number(itemId);
  if (!Number.isSafeInteger(id)) return undefined;
  const row = c.var.deps.repos.folios.item(session.web_folio_id, id);
  return row && categories.includes(row.category) ? row : undefined;
}

function hotelLines(c: Ctx, session: SessionRow, pmsFolioId: string): FolioItemRow[] {
  return c.var.deps.repos.folios
    .itemsOfFolio(session.web_folio_id, pmsFolioId)
    .filter((row) => row.category === 'Hotel');
}

/** Removes lines in one transaction and answers SUCCESS, or FAIL when there are none. */
function removeLines(c: Ctx, session: SessionRow, rows: (FolioItemRow | undefined)[]): Response {
  const found = rows.filter((row): row is FolioItemRow => row !== undefined);
  if (!found.length) return answer(c, ResultAnswerSchema, { Result: fail(GONE) });
  const { repos } = c.var.deps;
  const now = c.var.deps.nowMs();
  repos.folios.transaction(() => {
    for (const row of found) repos.folios.removeItem(session.web_folio_id, row.id, now);
    // Gift cards now paying more than the cart comes to give the excess back at once (all of
    // it when the cart is empty), not at the cart's next read.
    cartAnswer(repos, session.web_folio_id, now);
  });
  return answer(c, ResultAnswerSchema, { Result: SUCCESS });
}

export const RS_METHODS: Record<string, Method<v.GenericSchema>> = {
  ...CHECKOUT_METHODS,
  ...ACCOUNT_METHODS,
  ...CLASS_METHODS,
  ...SPA_METHODS,
  ...DINING_METHODS,
  ...GIFT_METHODS,
  ...REDEEM_METHODS,
  ...CANCEL_METHODS,
  ...AMEND_METHODS,
  ...BALANCE_METHODS,
  FetchPMSSpecialServices: method({
    data: FetchSpecialServicesDataSchema,
    run: (c) =>
      answer(c, FetchSpecialServicesAnswerSchema, {
        Result: SUCCESS,
        PMSSpecialServices: c.var.deps.repos.specialServices.catalogue().map((s) => ({
          PMSSpecialServiceName: s.name,
          Price: s.price,
          PMSItemId: s.item_id,
          PMSSpecialServiceCategory: s.category,
          Options: JSON.parse(s.options_json) as string[],
        })),
      }),
  }),

  AddPMSSpecialService: method({
    data: AddSpecialServiceDataSchema,
    run(c, session, data) {
      const { folios, specialServices } = c.var.deps.repos;
      // A room in the cart, or (from My Bookings) a room of the customer's booked stay.
      const inCart = hotelLines(c, session, data.PMSFolioId)[0];
      const line = inCart ?? bookedStayLine(c, session, data.PMSFolioId);
      if (!line) {
        // From My Bookings (a logged-in guest), the room is a booked stay, not a cart line.
        const text = session.customer_id === null ? GONE : STAY_GONE;
        return answer(c, AddSpecialServiceAnswerSchema, { Result: fail(text) });
      }
      const service = specialServices.find(data.PMSItemId);
      if (!service || (!inCart && isExcludedExtra(service.name))) {
        const Result = fail('That extra is not available.');
        return answer(c, AddSpecialServiceAnswerSchema, { Result });
      }
      const checked = checkServiceComments(service, data.Comments);
      if (!checked.ok)
        return answer(c, AddSpecialServiceAnswerSchema, { Result: fail(checked.text) });
      const now = c.var.deps.nowMs();
      const id = folios.transaction(() => {
        if (inCart) folios.cartChanged(session.web_folio_id, now);
        return specialServices.addToItem(
          {
            folioItemId: line.id,
            service,
            qty: data.Qty,
            scheduled: data.ScheduledDateTime ?? null,
            comments: checked.comments,
          },
          now,
        );
      });
      return answer(c, AddSpecialServiceAnswerSchema, {
        Result: SUCCESS,
        PMSFolioSpecialServiceId: String(id),
      });
    },
  }),

  RemovePMSSpecialService: method({
    data: RemoveSpecialServiceDataSchema,
    run(c, session, data) {
      const { folios, specialServices } = c.var.deps.repos;
      const id = Number(data.PMSFolioSpecialServiceId);
      const removed = folios.transaction(() => {
        const gone = hotelLines(c, session, data.PMSFolioId).some(
          (line) => Number.isSafeInteger(id) && specialServices.removeFromItem(id, line.id),
        );
        if (gone) folios.cartChanged(session.web_folio_id, c.var.deps.nowMs());
        return gone;
      });
      const Result = removed ? SUCCESS : fail('That extra is no longer on your room.');
      return answer(c, ResultAnswerSchema, { Result });
    },
  }),

  CancelPMSBooking: method({
    data: CancelPMSBookingDataSchema,
    run(c, session, data) {
      const lines = hotelLines(c, session, data.PMSFolioId);
      // The room's stay hold goes back to the inventory with the line (issue 6, book-pms).
      const hold = lines.length ? holdOfPmsFolioId(data.PMSFolioId) : null;
      if (hold !== null) c.var.deps.repos.stayInventory.release(hold);
      return removeLines(c, session, lines);
    },
  }),

  CancelRetailItem: method({
    data: CancelRetailItemDataSchema,
    run: (c, session, data) =>
      removeLines(c, session, [lineOf(c, session, data.FolioItemId, ['Retail'])]),
  }),

  CancelDiningReservation: method({
    data: CancelDiningReservationDataSchema,
    run: (c, session, data) =>
      removeLines(c, session, [lineOf(c, session, data.FolioItemId, ['Dining'])]),
  }),

  CancelPayment: method({
    data: CancelPaymentDataSchema,
    run(c, session, data) {
      const category = data.App === 'PMS' ? 'PMSPayment' : 'SPAPayment';
      const line = lineOf(c, session, data.FolioItemId, [category]);
      return removeLines(c, session, [line?.folio_id === data.FolioId ? line : undefined]);
    },
  }),

  CancelSpaService: method({
    data: CancelSpaServiceDataSchema,
    run(c, session, data) {
      const line = lineOf(c, session, data.SpaFolioItemId, ['Treatments', 'Active']);
      return removeLines(c, session, [line?.folio_id === data.SpaFolioId ? line : undefined]);
    },
  }),
};
