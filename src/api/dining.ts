import type * as v from 'valibot';
import {
  CreateDiningReservationAnswerSchema,
  type CreateDiningReservationDataSchema,
  FetchDiningAvailabilitiesAnswerSchema,
  type FetchDiningAvailabilitiesDataSchema,
  FetchDiningAvailableDaysAnswerSchema,
  type FetchDiningAvailableDaysDataSchema,
  FetchDiningVenuesAnswerSchema,
  type FetchDiningVenuesDataSchema,
} from '../schemas/dining';
import { rsMethodCall } from './rs-method-call';

/** FetchDiningVenues: the restaurants' sittings, each with its PromotionId (§7, §9). */
export const fetchDiningVenues = (data: v.InferInput<typeof FetchDiningVenuesDataSchema>) =>
  rsMethodCall(FetchDiningVenuesAnswerSchema, 'FetchDiningVenues', data);

/** FetchDiningAvailableDays: the days of a range on which a sitting has a table. */
export const fetchDiningAvailableDays = (
  data: v.InferInput<typeof FetchDiningAvailableDaysDataSchema>,
) => rsMethodCall(FetchDiningAvailableDaysAnswerSchema, 'FetchDiningAvailableDays', data);

/** FetchDiningAvailabilities: a day's times with covers for the party. */
export const fetchDiningAvailabilities = (
  data: v.InferInput<typeof FetchDiningAvailabilitiesDataSchema>,
) => rsMethodCall(FetchDiningAvailabilitiesAnswerSchema, 'FetchDiningAvailabilities', data);

/** CreateDiningReservation: holds a table in the cart until checkout. */
export const createDiningReservation = (
  data: v.InferInput<typeof CreateDiningReservationDataSchema>,
) => rsMethodCall(CreateDiningReservationAnswerSchema, 'CreateDiningReservation', data);
