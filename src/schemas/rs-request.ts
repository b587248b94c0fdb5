import * as v from 'valibot';
import { AmountSchema } from './money';
import { ResultSchema } from './result';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty());
const SessionFields = {
  SessionId: v.optional(v.string()),
  WebFolioId: v.optional(Id),
};

/**
 * `POST /rs/request`: the ResortSuite proxy's envelope (booking-engine.md §7). The method
 * names the RSWS call; `data` is its payload, validated per method.
 */
export const RsEnvelopeSchema = v.object({
  method: v.pipe(v.string(), v.trim(), v.nonEmpty('method is required'), v.maxLength(64)),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type RsEnvelope = v.InferOutput<typeof RsEnvelopeSchema>;

/** The extras a stay may take (booking-engine.md §3, "Special service"). */
export const SpecialServiceSchema = v.object({
  PMSSpecialServiceName: v.string(),
  Price: AmountSchema,
  PMSItemId: Id,
  PMSSpecialServiceCategory: v.optional(v.string(), ''),
  /** The choices a guest picks from (a dog's size, allergens); the pick travels as Comments. */
  Options: v.optional(v.array(v.string()), []),
});
export type SpecialService = v.InferOutput<typeof SpecialServiceSchema>;

export const FetchSpecialServicesDataSchema = v.object({
  ...SessionFields,
  PMSFolioId: v.optional(Id),
});
export const FetchSpecialServicesAnswerSchema = v.object({
  Result: ResultSchema,
  PMSSpecialServices: v.optional(v.array(SpecialServiceSchema), []),
});

export const AddSpecialServiceDataSchema = v.object({
  ...SessionFields,
  PMSFolioId: Id,
  PMSItemId: Id,
  Qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
  ScheduledDateTime: v.optional(v.nullable(v.string())),
  Comments: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});
export type AddSpecialServiceData = v.InferInput<typeof AddSpecialServiceDataSchema>;
export const AddSpecialServiceAnswerSchema = v.object({
  Result: ResultSchema,
  PMSFolioSpecialServiceId: v.optional(v.nullable(Id), null),
});

export const RemoveSpecialServiceDataSchema = v.object({
  ...SessionFields,
  PMSFolioId: Id,
  PMSFolioSpecialServiceId: Id,
});

/** The cart removals (booking-engine.md §7), one per kind of cart item. */
export const CancelPMSBookingDataSchema = v.object({ ...SessionFields, PMSFolioId: Id });
export const CancelRetailItemDataSchema = v.object({ ...SessionFields, FolioItemId: Id });
export const CancelDiningReservationDataSchema = v.object({ ...SessionFields, FolioItemId: Id });
export const CancelPaymentDataSchema = v.object({
  ...SessionFields,
  App: v.picklist(['PMS', 'SPA']),
  FolioId: Id,
  FolioItemId: Id,
});
export const CancelSpaServiceDataSchema = v.object({
  ...SessionFields,
  SpaFolioId: Id,
  SpaFolioItemId: Id,
});

/** The methods whose answer is only a Result. */
export const CART_REMOVAL_METHODS = [
  'CancelPMSBooking',
  'CancelRetailItem',
  'CancelDiningReservation',
  'CancelPayment',
  'CancelSpaService',
  'RemovePMSSpecialService',
] as const;
export type CartRemovalMethod = (typeof CART_REMOVAL_METHODS)[number];
