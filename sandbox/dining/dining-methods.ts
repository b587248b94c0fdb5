import { randomInt } from 'node:crypto';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { sittingTimes } from '../../src/domain/dining/sitting-times';
import { stayHasMeal } from '../../src/domain/dining/stay-has-meal';
import {
  CreateDiningReservationAnswerSchema,
  CreateDiningReservationDataSchema,
  FetchDiningAvailabilitiesAnswerSchema,
  FetchDiningAvailabilitiesDataSchema,
  FetchDiningAvailableDaysAnswerSchema,
  FetchDiningAvailableDaysDataSchema,
  FetchDiningVenuesAnswerSchema,
  FetchDiningVenuesDataSchema,
} from '../../src/schemas/dining';
import { hasStarted } from '../../src/domain/activities/has-started';
import { sessionCustomer } from '../checkout/session-customer';
import type { DiningSittingRow } from '../db/dining-repo';
import { answer } from '../http/answer';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';
import { SESSION_TIMEOUT_MS } from '../sessions/session-timeout';
import { ITEM_POLICIES } from '../policies/item-policies';
import { guestStays } from './guest-stays';

/** What a guest reads when a reservation is refused (booking-engine.md §8 style). */
export const LOG_IN_FOR_DINING = 'Please log in to view your upcoming bookings.';
export const NO_SUCH_RESTAURANT = 'Sorry, that restaurant is not available. Please choose another.';
export const NOT_ON_STAY =
  'Tables can be reserved for the nights of your stay: breakfast from the second morning, dinner every night.';
export const TABLE_TAKEN =
  'Sorry, there are no longer enough seats at that time. Please choose another.';
export const TIME_PAST = 'Sorry, that time has already passed. Please choose another.';
export const NOT_A_SEATING = 'Sorry, the restaurant does not seat guests at that time.';
/** A guest's limit of reservations per seating day reached (issue 34 item 4). */
export const guestDayLimitText = (limit: number) =>
  `You already have ${limit === 1 ? 'a table' : `${limit} tables`} reserved on this day, the most one guest can reserve online. To change a time, remove one from your cart or bookings first; for a larger party, please call the restaurant.`;
export const RANGE_TOO_LONG = 'Please ask for at most 62 days at a time.';
const MAX_RANGE_DAYS = 62;

/** The times of a sitting's day with covers for the party that have not passed. */
function openTimes(
  c: Parameters<typeof sessionCustomer>[0],
  sitting: DiningSittingRow,
  day: string,
  party: number,
) {
  const now = c.var.deps.nowMs();
  const taken = c.var.deps.repos.dining.taken(sitting.promotion_id, day, now - SESSION_TIMEOUT_MS);
  return sittingTimes(sitting.meal, sitting.open_time, sitting.close_time, sitting.step_minutes)
    .filter((time) => !hasStarted(`${day}T${time}`, c.var.today, now))
    .map((time) => ({ VisitTime: time, CoversLeft: sitting.covers - (taken.get(time) ?? 0) }))
    .filter((slot) => slot.CoversLeft >= party);
}

const capitalised = (meal: string) => meal.charAt(0).toUpperCase() + meal.slice(1);

/** The dining `/rs/request` methods (booking-engine.md §7). */
export const DINING_METHODS = {
  FetchDiningVenues: rsMethod({
    data: FetchDiningVenuesDataSchema,
    run: (c, _session, data) =>
      answer(c, FetchDiningVenuesAnswerSchema, {
        Result: SUCCESS,
        DiningVenues: c.var.deps.repos.dining
          .sittings()
          .filter((s) => data.Meal === undefined || s.meal === data.Meal)
          .map((s) => ({
            PromotionId: s.promotion_id,
            VenueId: s.venue_id,
            VenueName: s.venue_name,
            Meal: s.meal,
            Description: s.description,
            OpenTime: s.open_time,
            CloseTime: s.close_time,
            ImageURL: null,
          })),
      }),
  }),

  FetchDiningAvailableDays: rsMethod({
    data: FetchDiningAvailableDaysDataSchema,
    run(c, _session, data) {
      const reply = (text: string) =>
        answer(c, FetchDiningAvailableDaysAnswerSchema, { Result: fail(text), AvailableDays: [] });
      const sitting = c.var.deps.repos.dining.sitting(data.PromotionId);
      if (!sitting) return reply(NO_SUCH_RESTAURANT);
      if (data.EndDate < data.StartDate || addDays(data.StartDate, MAX_RANGE_DAYS) <= data.EndDate)
        return reply(RANGE_TOO_LONG);
      const days: string[] = [];
      for (let day = data.StartDate; day <= data.EndDate; day = addDays(day, 1)) {
        if (openTimes(c, sitting, day, data.PartySize).length) days.push(day);
      }
      return answer(c, FetchDiningAvailableDaysAnswerSchema, {
        Result: SUCCESS,
        AvailableDays: days,
      });
    },
  }),

  FetchDiningAvailabilities: rsMethod({
    data: FetchDiningAvailabilitiesDataSchema,
    run(c, _session, data) {
      const sitting = c.var.deps.repos.dining.sitting(data.PromotionId);
      if (!sitting) {
        return answer(c, FetchDiningAvailabilitiesAnswerSchema, {
          Result: fail(NO_SUCH_RESTAURANT),
          Availabilities: [],
        });
      }
      return answer(c, FetchDiningAvailabilitiesAnswerSchema, {
        Result: SUCCESS,
        Availabilities: openTimes(c, sitting, data.VisitDate, data.PartySize),
        Policies: ITEM_POLICIES.Dining,
      });
    },
  }),

  CreateDiningReservation: rsMethod({
    data: CreateDiningReservationDataSchema,
    run(c, session, data) {
      const reply = (text: string) =>
        answer(c, CreateDiningReservationAnswerSchema, { Result: fail(text), Reservation: null });
      const { dining, folios } = c.var.deps.repos;
      const customer = sessionCustomer(c, session);
      if (!customer) return reply(LOG_IN_FOR_DINING);
      const sitting = dining.sitting(data.PromotionId);
      if (!sitting) return reply(NO_SUCH_RESTAURANT);
      const seatings = sittingTimes(
        sitting.meal,
        sitting.open_time,
        sitting.close_time,
        sitting.step_minutes,
      );
      if (!seatings.includes(data.VisitTime)) return reply(NOT_A_SEATING);
      const now = c.var.deps.nowMs();
      const start = `${data.VisitDate}T${data.VisitTime}:00`;
      if (hasStarted(start, c.var.today, now)) return reply(TIME_PAST);
      if (!stayHasMeal(guestStays(c, customer), data.VisitDate, sitting.meal))
        return reply(NOT_ON_STAY);
      const reference = `DN${randomInt(1_000_000, 10_000_000)}`;
      const specialRequests = data.SpecialRequests?.trim() || null;
      const taken = dining.take(
        {
          promotionId: sitting.promotion_id,
          visitDate: data.VisitDate,
          visitTime: data.VisitTime,
          partySize: data.PartySize,
          customerId: customer.id,
          reference,
          specialRequests,
        },
        sitting.covers,
        () =>
          folios.addItem(
            session.web_folio_id,
            {
              folioId: reference,
              category: 'Dining',
              details: `${capitalised(sitting.meal)} at ${sitting.venue_name}`,
              amount: 0,
              startDate: start,
              adults: data.PartySize,
              extra: { Location: sitting.venue_name, GuestRequest: specialRequests },
            },
            now,
          ),
        now - SESSION_TIMEOUT_MS,
        now,
      );
      if (!taken.ok) {
        if (taken.refused === 'full') return reply(TABLE_TAKEN);
        return reply(guestDayLimitText(c.var.deps.repos.settings.diningPerGuestDay()));
      }
      const lineId = taken.id;
      return answer(c, CreateDiningReservationAnswerSchema, {
        Result: SUCCESS,
        Reservation: {
          VenueName: sitting.venue_name,
          VisitDate: data.VisitDate,
          VisitTime: data.VisitTime,
          PartySize: data.PartySize,
          SpecialRequests: specialRequests,
          PromotionId: sitting.promotion_id,
          Reference: reference,
          FolioItemId: String(lineId),
        },
      });
    },
  }),
};
