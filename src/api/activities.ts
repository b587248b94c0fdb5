import {
  ConflictAnswerSchema,
  type ConflictData,
  CreateClassBookingAnswerSchema,
  type CreateClassBookingData,
  FetchClassItemsAnswerSchema,
  type FetchClassItemsData,
  FetchSpaClassesAnswerSchema,
  type FetchSpaClassesData,
} from '../schemas/activities';
import {
  TempSpaAccountAnswerSchema,
  type TempSpaAccountRequest,
} from '../schemas/activities-temp-customer';
import { ResultAnswerSchema } from '../schemas/result';
import { request } from './http';
import { rsMethodCall } from './rs-method-call';

/** FetchSpaClasses: the sessions of a location, day by day (booking-engine.md §7). */
export const fetchSpaClasses = (data: FetchSpaClassesData) =>
  rsMethodCall(FetchSpaClassesAnswerSchema, 'FetchSpaClasses', data);

/** FetchClassItems: one session again, with its variants (GroupItems). */
export const fetchClassItems = (data: FetchClassItemsData) =>
  rsMethodCall(FetchClassItemsAnswerSchema, 'FetchClassItems', data);

/** FetchSpaCustomerConflictingBookings: the customer's overlapping sessions (not used). */
export const fetchConflictingBookings = (data: ConflictData) =>
  rsMethodCall(ConflictAnswerSchema, 'FetchSpaCustomerConflictingBookings', data);

/** CreateClassBooking: a place in a session, added to the cart. */
export const createClassBooking = (data: CreateClassBookingData) =>
  rsMethodCall(CreateClassBookingAnswerSchema, 'CreateClassBooking', data);

/** CancelSpaService: take a session (or treatment) out of the cart, giving its place back. */
export const cancelSpaService = (data: {
  SessionId?: string;
  WebFolioId?: string;
  SpaFolioId: string;
  SpaFolioItemId: string;
}) => rsMethodCall(ResultAnswerSchema, 'CancelSpaService', data);

/** `POST /rs/tempSpaAccount` CreateCustomer: the anonymous guest's temporary customer. */
export const createTempSpaCustomer = (body: TempSpaAccountRequest) =>
  request(TempSpaAccountAnswerSchema, 'POST', '/rs/tempSpaAccount', body);
