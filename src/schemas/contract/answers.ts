import type * as v from 'valibot';
import { FetchClassItemsAnswerSchema, FetchSpaClassesAnswerSchema } from '../activities';
import { CartAnswerSchema } from '../cart';
import {
  FetchDiningAvailabilitiesAnswerSchema,
  FetchDiningAvailableDaysAnswerSchema,
  FetchDiningVenuesAnswerSchema,
} from '../dining';
import { FetchGiftCertificatesAnswerSchema } from '../gift-cards';
import { GetRatesAnswerSchema } from '../rates';
import { FetchSpecialServicesAnswerSchema } from '../rs-request';
import { FetchSpaAvailabilityAnswerSchema, FetchSpaServicesAnswerSchema } from '../spa';
import { CachedCalendarSchema, CheapestRatesSchema } from '../stay-prices';
import { SystemAnswerSchema } from '../system';

/**
 * The calls of the contract (CONTRACT_CALLS, by name) that change nothing on the proxy, with
 * the valibot schema the bundle validates each answer by (the ones src/api uses).
 * `npm run contract:check -- <base url>` sends each with its contract example and checks the
 * answer against this schema.
 */
export const READ_ONLY_ANSWERS: Readonly<Record<string, v.GenericSchema>> = {
  'GET /rs/system': SystemAnswerSchema,
  'GET /rs/get-webfolios': CartAnswerSchema,
  'GET {pms-api}/pms/availability/{property}/cheapest': CheapestRatesSchema,
  'POST /api/cached/calendar': CachedCalendarSchema,
  'POST /rs/get-rates': GetRatesAnswerSchema,
  FetchPMSSpecialServices: FetchSpecialServicesAnswerSchema,
  FetchDiningVenues: FetchDiningVenuesAnswerSchema,
  FetchDiningAvailableDays: FetchDiningAvailableDaysAnswerSchema,
  FetchDiningAvailabilities: FetchDiningAvailabilitiesAnswerSchema,
  FetchGiftCertificates: FetchGiftCertificatesAnswerSchema,
  FetchSpaServices: FetchSpaServicesAnswerSchema,
  FetchSpaAvailability: FetchSpaAvailabilityAnswerSchema,
  FetchSpaClasses: FetchSpaClassesAnswerSchema,
  FetchClassItems: FetchClassItemsAnswerSchema,
};
