import type * as v from 'valibot';
import {
  CreateSpaBookingAnswerSchema,
  type CreateSpaBookingDataSchema,
  FetchSpaAvailabilityAnswerSchema,
  type FetchSpaAvailabilityDataSchema,
  FetchSpaServicesAnswerSchema,
  type FetchSpaServicesDataSchema,
} from '../schemas/spa';
import { rsMethodCall } from './rs-method-call';

/** FetchSpaServices: the spa's treatments (booking-engine.md §7). */
export const fetchSpaServices = (data: v.InferInput<typeof FetchSpaServicesDataSchema>) =>
  rsMethodCall(FetchSpaServicesAnswerSchema, 'FetchSpaServices', data);

/** FetchSpaAvailability: a treatment's free starts on a day, with the free therapists. */
export const fetchSpaAvailability = (data: v.InferInput<typeof FetchSpaAvailabilityDataSchema>) =>
  rsMethodCall(FetchSpaAvailabilityAnswerSchema, 'FetchSpaAvailability', data);

/** CreateSpaBooking: a treatment with a therapist and a room, added to the cart. */
export const createSpaBooking = (data: v.InferInput<typeof CreateSpaBookingDataSchema>) =>
  rsMethodCall(CreateSpaBookingAnswerSchema, 'CreateSpaBooking', data);
