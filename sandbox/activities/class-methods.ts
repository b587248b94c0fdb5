import { visibleVariants } from '../../src/domain/activities/visible-variants';
import { addDays } from '../../src/domain/calendar/calendar-day';
import {
  ConflictAnswerSchema,
  ConflictDataSchema,
  CreateClassBookingAnswerSchema,
  CreateClassBookingDataSchema,
  FetchClassItemsAnswerSchema,
  FetchClassItemsDataSchema,
  type FetchSpaClassesAnswerSchema,
  FetchSpaClassesDataSchema,
} from '../../src/schemas/activities';
import type * as v from 'valibot';
import { activityRefusalText } from '../cart/activity-refusal-text';
import type { ClassItemRow } from '../db/classes-repo';
import { clientAddress } from '../forms/client-address';
import { answer } from '../http/answer';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';
import { SESSION_TIMEOUT_MS } from '../sessions/session-timeout';
import { placesLeft, spaClassOf } from './class-answers';
import { windowAnswer } from './window-answer';
import { classCustomer } from './class-customer';
import { hasStarted } from '../../src/domain/activities/has-started';
import { TIMETABLE_DAYS, inTimetable, sessionById } from './timetable';

type FetchSpaClassesAnswer = v.InferInput<typeof FetchSpaClassesAnswerSchema>;

/** What a guest reads when the last place went between the listing and "Add". */
export const SESSION_FULL = 'Sorry, that session is now full. Please choose another time.';
export const NO_SUCH_SESSION = 'Sorry, that session is not available. Please choose another.';
export const STARTED = 'Sorry, that session has already started. Please choose another.';
export const NOT_YOUR_CUSTOMER = 'That customer is not on this booking session.';
export const NOT_ONLINE = 'That option cannot be booked online.';
export const BEYOND_TIMETABLE = `Classes and events can be booked up to ${TIMETABLE_DAYS} days ahead. Please choose an earlier day.`;

/** The spa folio of a cart's class bookings (one per web folio). */
export const spaFolioIdOf = (webFolioId: number) => String(webFolioId + 1_000_000);

/** The class an item id names: the class itself or one of its variants. */
function classOfItem(catalogue: readonly ClassItemRow[], itemId: string) {
  return catalogue.find(
    (row) =>
      row.item_id === itemId ||
      (JSON.parse(row.variants_json) as { id: string }[]).some((v) => v.id === itemId),
  );
}

const LOCATION_NAMES: Record<string, string> = { '103': 'The Lake', '109': 'The Ice Rink' };

/** The class `/rs/request` methods (booking-engine.md §7). */
export const CLASS_METHODS = {
  FetchSpaClasses: rsMethod({
    data: FetchSpaClassesDataSchema,
    run(c, _session, data) {
      const { classes } = c.var.deps.repos;
      const catalogue = classes.catalogue();
      const end = addDays(data.EndDate, 1);
      const taken = classes.takenBetween(data.StartDate, end, c.var.deps.nowMs());
      // Each day's listing was checked against the answer's schema when it was generated
      // (dayListing); only AvailSlots, a whole number of at least 0, differs here.
      const result: FetchSpaClassesAnswer['Result'] = SUCCESS;
      return c.body(windowAnswer(catalogue, data, taken, result), 200, {
        'Content-Type': 'application/json',
      });
    },
  }),

  FetchClassItems: rsMethod({
    data: FetchClassItemsDataSchema,
    run(c, _session, data) {
      const { classes } = c.var.deps.repos;
      const session = sessionById(classes.catalogue(), data.SpaClassId);
      if (!session) {
        return answer(c, FetchClassItemsAnswerSchema, { Result: fail(NO_SUCH_SESSION) });
      }
      const taken = classes.takenBetween(session.start, session.end, c.var.deps.nowMs());
      return answer(c, FetchClassItemsAnswerSchema, {
        Result: SUCCESS,
        SpaClass: spaClassOf(session, taken.get(session.spaClassId) ?? 0, true),
      });
    },
  }),

  FetchSpaCustomerConflictingBookings: rsMethod({
    data: ConflictDataSchema,
    run(c, session, data) {
      const customer = classCustomer(c, session, data.CustomerId);
      if (customer === null) {
        return answer(c, ConflictAnswerSchema, { Result: fail(NOT_YOUR_CUSTOMER) });
      }
      const { classes } = c.var.deps.repos;
      const catalogue = classes.catalogue();
      const item = classOfItem(catalogue, data.SpaItemId);
      if (!item) return answer(c, ConflictAnswerSchema, { Result: fail(NO_SUCH_SESSION) });
      const start = `${data.StartDateTime.slice(0, 16)}:00`;
      const end = new Date(Date.parse(`${start}Z`) + item.minutes * 60_000)
        .toISOString()
        .slice(0, 19);
      const places = classes.overlapping(customer, start, end, c.var.deps.nowMs());
      return answer(c, ConflictAnswerSchema, {
        Result: SUCCESS,
        ConflictingBookings: places.map((p) => ({
          SpaFolioItemId: String(p.folio_item_id),
          ItemName: classOfItem(catalogue, p.item_id)?.name ?? '',
          StartTime: p.start_time,
        })),
      });
    },
  }),

  CreateClassBooking: rsMethod({
    data: CreateClassBookingDataSchema,
    run(c, session, data) {
      const reply = (text: string) =>
        answer(c, CreateClassBookingAnswerSchema, { Result: fail(text), SpaFolioItem: null });
      const { classes, folios } = c.var.deps.repos;
      const now = c.var.deps.nowMs();
      const customer = classCustomer(c, session, data.CustomerId);
      if (customer === null) return reply(NOT_YOUR_CUSTOMER);
      const found = sessionById(classes.catalogue(), data.ProgramId);
      if (!found) return reply(NO_SUCH_SESSION);
      if (hasStarted(found.start, c.var.today, now)) return reply(STARTED);
      // The published timetable ends a year out: no session 99 years ahead (issue 34 item 6).
      if (!inTimetable(found.day, c.var.today)) return reply(BEYOND_TIMETABLE);
      // The class itself, or one of its variants still sold online (never 0.00 or 999.00).
      const variant = found.variants.find((v) => v.id === data.ItemId);
      const onSale = visibleVariants(
        found.variants.map((v) => ({ ...v, GroupItemPriceWithSurcharges: v.price })),
      );
      if (variant && !onSale.some((v) => v.id === variant.id)) return reply(NOT_ONLINE);
      if (!variant && data.ItemId !== found.item.item_id) return reply(NO_SUCH_SESSION);
      if (!variant && found.variants.length > 0) return reply(NOT_ONLINE);
      const price = variant?.price ?? found.item.price;
      const spaFolioId = spaFolioIdOf(session.web_folio_id);
      // The places the house has not taken: the transaction checks what this sandbox took.
      const capacity = placesLeft(found, 0);
      const taken = classes.take(
        {
          spaClassId: found.spaClassId,
          itemId: data.ItemId,
          customerId: customer,
          startTime: found.start,
          endTime: found.end,
          expiresAt: now + SESSION_TIMEOUT_MS,
        },
        capacity,
        () =>
          folios.addItem(
            session.web_folio_id,
            {
              folioId: spaFolioId,
              category: 'Active',
              details: variant ? `${found.item.name} — ${variant.name}` : found.item.name,
              amount: price,
              startDate: found.start,
              finishDate: found.end,
              adults: 1,
              extra: {
                RateDetails: variant?.name ?? null,
                Location: LOCATION_NAMES[found.item.location] ?? 'The Lake',
                GuestRequest: data.GuestRequest ?? null,
                CustomerName: data.GuestName ?? null,
              },
            },
            now,
          ),
        now,
        { webFolioId: session.web_folio_id, clientAddress: clientAddress(c) },
      );
      if (!taken.ok) {
        const { refused } = taken;
        if (refused === 'full') return reply(SESSION_FULL);
        return reply(
          activityRefusalText(refused, c.var.deps.repos.settings.activityCaps(), 'places'),
        );
      }
      const lineId = taken.id;
      return answer(c, CreateClassBookingAnswerSchema, {
        Result: SUCCESS,
        SpaFolioItem: {
          SpaFolioItemId: String(lineId),
          SpaFolioId: spaFolioId,
          SpaItemId: data.ItemId,
          SpaFolioItemPriceWithSurcharge: price,
        },
      });
    },
  }),
};
