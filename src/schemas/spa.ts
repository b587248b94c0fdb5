import * as v from 'valibot';
import { AmountSchema } from './money';
import { PoliciesField } from './policies';
import { ResultSchema } from './result';
import { Id, IsoDateTime, IsoDay, SessionFields } from './wire-fields';

/** One spa treatment (booking-engine.md §3, "Spa service"). */
export const SpaServiceSchema = v.object({
  SpaItemId: Id,
  ItemName: v.string(),
  ItemCategory: v.optional(v.string(), ''),
  ItemDesc: v.optional(v.string(), ''),
  ServiceTime: v.pipe(v.number(), v.integer(), v.minValue(1)),
  Price: AmountSchema,
  Location: Id,
});
export type SpaService = v.InferOutput<typeof SpaServiceSchema>;

export const FetchSpaServicesDataSchema = v.object({
  ...SessionFields,
  Location: Id,
  Language: v.optional(v.string(), 'en'),
});
export const FetchSpaServicesAnswerSchema = v.object({
  Result: ResultSchema,
  SpaServices: v.optional(v.array(SpaServiceSchema), []),
  /** The treatments' policies (innkit extension, issue 32). */
  Policies: PoliciesField,
});

/** One time a treatment can start, with the therapists free for all of it. */
export const SpaAvailabilitySchema = v.object({
  StartTime: IsoDateTime,
  EndTime: IsoDateTime,
  SpaStaffs: v.object({
    SpaStaff: v.array(
      v.object({
        SpaStaffId: Id,
        /** The therapist's first name, for the guest's choice (the sandbox sends it). */
        SpaStaffName: v.optional(v.string(), ''),
      }),
    ),
  }),
});
export type SpaAvailability = v.InferOutput<typeof SpaAvailabilitySchema>;

export const FetchSpaAvailabilityDataSchema = v.object({
  ...SessionFields,
  SpaItemId: Id,
  Date: IsoDay,
  Gender: v.optional(v.picklist(['X', 'M', 'F']), 'X'),
  Version: v.optional(v.number(), 2),
});
export const FetchSpaAvailabilityAnswerSchema = v.object({
  Result: ResultSchema,
  Availabilities: v.optional(v.array(SpaAvailabilitySchema), []),
});

export const CreateSpaBookingDataSchema = v.object({
  ...SessionFields,
  CustomerId: Id,
  SpaItemId: Id,
  StartDateTime: IsoDateTime,
  SpaStaffId: v.optional(v.nullable(Id), null),
  GuestRequest: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});
export const CreateSpaBookingAnswerSchema = v.object({
  Result: ResultSchema,
  SpaFolioItem: v.optional(
    v.nullable(
      v.object({
        SpaFolioItemId: Id,
        SpaFolioId: Id,
        SpaItemId: Id,
        SpaFolioItemPriceWithSurcharge: AmountSchema,
      }),
    ),
    null,
  ),
});
