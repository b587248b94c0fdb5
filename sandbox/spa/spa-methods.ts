import { addDays } from '../../src/domain/calendar/calendar-day';
import { assignSpaSlot, freeSpaSlots, hhmmOf, minutesOf } from '../../src/domain/spa/free-slots';
import { SPA_LOCATION, isSpaBookableDay } from '../../src/domain/spa/spa-open-until';
import {
  CreateSpaBookingAnswerSchema,
  CreateSpaBookingDataSchema,
  FetchSpaAvailabilityAnswerSchema,
  FetchSpaAvailabilityDataSchema,
  FetchSpaServicesAnswerSchema,
  FetchSpaServicesDataSchema,
} from '../../src/schemas/spa';
import { classCustomer } from '../activities/class-customer';
import { NOT_YOUR_CUSTOMER, spaFolioIdOf } from '../activities/class-methods';
import { hasStarted } from '../../src/domain/activities/has-started';
import { activityRefusalText } from '../cart/activity-refusal-text';
import { clientAddress } from '../forms/client-address';
import { answer } from '../http/answer';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';
import { SESSION_TIMEOUT_MS } from '../sessions/session-timeout';
import { ITEM_POLICIES } from '../policies/item-policies';
import { busyOf, spaDay } from './spa-schedule';

/** What a guest reads when the time went between the listing and "Book". */
export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another.';
export const NO_SUCH_TREATMENT = 'Sorry, that treatment is not available. Please choose another.';
export const NOT_OPEN =
  'Spa treatments can be booked up to a year ahead. Please choose an earlier day.';

/**
 * How far ahead the spa's diary is open, in days. The site's own last bookable day (12 January
 * 2026 in the specification, later on the demo page) is the page's setting, enforced by the
 * screen (src/core/spa-settings.ts); the diary, like the PMS's, only ends a year out.
 */
export const SPA_DIARY_DAYS = 366;
const diaryOpen = (day: string, today: string) =>
  isSpaBookableDay(day, today, addDays(today, SPA_DIARY_DAYS));
export const SLOT_PAST = 'Sorry, that time has already passed. Please choose another.';

const atDay = (day: string, minutes: number) => `${day}T${hhmmOf(minutes)}:00`;

/** The spa `/rs/request` methods (booking-engine.md §7). */
export const SPA_METHODS = {
  FetchSpaServices: rsMethod({
    data: FetchSpaServicesDataSchema,
    run(c, _session, data) {
      const services =
        data.Location === SPA_LOCATION
          ? c.var.deps.repos.spa.treatments().map((t) => ({
              SpaItemId: t.item_id,
              ItemName: t.name,
              ItemCategory: t.category,
              ItemDesc: t.description,
              ServiceTime: t.minutes,
              Price: t.price,
              Location: SPA_LOCATION,
            }))
          : [];
      return answer(c, FetchSpaServicesAnswerSchema, {
        Result: SUCCESS,
        SpaServices: services,
        Policies: ITEM_POLICIES.Treatments,
      });
    },
  }),

  FetchSpaAvailability: rsMethod({
    data: FetchSpaAvailabilityDataSchema,
    run(c, _session, data) {
      const { spa } = c.var.deps.repos;
      const treatment = spa.treatments().find((t) => t.item_id === data.SpaItemId);
      if (!treatment) {
        return answer(c, FetchSpaAvailabilityAnswerSchema, { Result: fail(NO_SUCH_TREATMENT) });
      }
      if (!diaryOpen(data.Date, c.var.today)) {
        return answer(c, FetchSpaAvailabilityAnswerSchema, { Result: SUCCESS, Availabilities: [] });
      }
      const now = c.var.deps.nowMs();
      const { shifts, rooms } = spaDay(spa);
      const names = new Map(spa.staff().map((s) => [s.id, s.name]));
      const slots = freeSpaSlots(
        treatment.minutes,
        shifts,
        rooms,
        busyOf(spa.liveOn(data.Date, now)),
      )
        .map((slot) => ({ ...slot, startTime: atDay(data.Date, slot.start) }))
        .filter((slot) => !hasStarted(slot.startTime, c.var.today, now));
      return answer(c, FetchSpaAvailabilityAnswerSchema, {
        Result: SUCCESS,
        Availabilities: slots.map((slot) => ({
          StartTime: slot.startTime,
          EndTime: atDay(data.Date, slot.end),
          SpaStaffs: {
            SpaStaff: slot.staffIds.map((SpaStaffId) => ({
              SpaStaffId,
              SpaStaffName: names.get(SpaStaffId) ?? '',
            })),
          },
        })),
      });
    },
  }),

  CreateSpaBooking: rsMethod({
    data: CreateSpaBookingDataSchema,
    run(c, session, data) {
      const reply = (text: string) =>
        answer(c, CreateSpaBookingAnswerSchema, { Result: fail(text), SpaFolioItem: null });
      const { spa, folios } = c.var.deps.repos;
      const now = c.var.deps.nowMs();
      const customer = classCustomer(c, session, data.CustomerId);
      if (customer === null) return reply(NOT_YOUR_CUSTOMER);
      const treatment = spa.treatments().find((t) => t.item_id === data.SpaItemId);
      if (!treatment) return reply(NO_SUCH_TREATMENT);
      const day = data.StartDateTime.slice(0, 10);
      const start = minutesOf(data.StartDateTime.slice(11, 16));
      const startTime = atDay(day, start);
      if (hasStarted(startTime, c.var.today, now)) return reply(SLOT_PAST);
      if (!diaryOpen(day, c.var.today)) return reply(NOT_OPEN);
      const end = start + treatment.minutes;
      if (end > 24 * 60) return reply(SLOT_TAKEN);
      const endTime = atDay(day, end);
      const { shifts, rooms } = spaDay(spa);
      const wanted =
        data.SpaStaffId === null ? shifts : shifts.filter((s) => s.id === data.SpaStaffId);
      const spaFolioId = spaFolioIdOf(session.web_folio_id);
      const taken = spa.take(
        {
          itemId: treatment.item_id,
          customerId: customer,
          startTime,
          endTime,
          expiresAt: now + SESSION_TIMEOUT_MS,
        },
        (busy) => {
          const found = assignSpaSlot(start, treatment.minutes, wanted, rooms, busyOf(busy));
          const staffId = found?.staffIds[0];
          return found && staffId ? { staffId, roomId: found.roomId } : null;
        },
        () =>
          folios.addItem(
            session.web_folio_id,
            {
              folioId: spaFolioId,
              category: 'Treatments',
              details: treatment.name,
              amount: treatment.price,
              startDate: startTime,
              finishDate: endTime,
              adults: 1,
              extra: {
                Location: 'The Lake',
                GuestRequest: data.GuestRequest,
              },
            },
            now,
          ),
        now,
        { webFolioId: session.web_folio_id, clientAddress: clientAddress(c) },
      );
      if (!taken.ok) {
        const { refused } = taken;
        if (refused === 'full') return reply(SLOT_TAKEN);
        return reply(
          activityRefusalText(refused, c.var.deps.repos.settings.activityCaps(), 'treatments'),
        );
      }
      const lineId = taken.id;
      return answer(c, CreateSpaBookingAnswerSchema, {
        Result: SUCCESS,
        SpaFolioItem: {
          SpaFolioItemId: String(lineId),
          SpaFolioId: spaFolioId,
          SpaItemId: treatment.item_id,
          SpaFolioItemPriceWithSurcharge: treatment.price,
        },
      });
    },
  }),
};
