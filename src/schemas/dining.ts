import * as v from 'valibot';
import { PARTY_MAX, PARTY_MIN, PARTY_SIZE_MESSAGE } from '../domain/dining/party-size';
import { PoliciesField } from './policies';
import { ResultSchema } from './result';
import { Id, IsoDay, SessionFields } from './wire-fields';

/** The meals a table is booked for (booking-engine.md §2 Dining). */
export const MEALS = ['breakfast', 'dinner'] as const;
export const MealSchema = v.picklist(MEALS, 'breakfast or dinner');

/** A time of day, `HH:mm` (24-hour). */
export const HhMm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:mm'));

/** Restaurant guests, 1 to 12 (§5). */
export const PartySizeSchema = v.pipe(
  v.number(PARTY_SIZE_MESSAGE),
  v.integer(PARTY_SIZE_MESSAGE),
  v.minValue(PARTY_MIN, PARTY_SIZE_MESSAGE),
  v.maxValue(PARTY_MAX, PARTY_SIZE_MESSAGE),
);

/**
 * One restaurant sitting a guest can book: a venue at one meal, with its own PromotionId
 * (§9: promotion ids differ by venue; breakfast at one restaurant, dinner at two).
 */
export const DiningVenueSchema = v.object({
  PromotionId: Id,
  VenueId: Id,
  VenueName: v.string(),
  Meal: MealSchema,
  Description: v.optional(v.string(), ''),
  OpenTime: HhMm,
  CloseTime: HhMm,
  ImageURL: v.optional(v.nullable(v.string()), null),
});
export type DiningVenue = v.InferOutput<typeof DiningVenueSchema>;

export const FetchDiningVenuesDataSchema = v.object({
  ...SessionFields,
  Meal: v.optional(MealSchema),
});
export const FetchDiningVenuesAnswerSchema = v.object({
  Result: ResultSchema,
  DiningVenues: v.optional(v.array(DiningVenueSchema), []),
});

/** The days of a range on which a sitting has a table for the party. */
export const FetchDiningAvailableDaysDataSchema = v.object({
  ...SessionFields,
  PromotionId: Id,
  StartDate: IsoDay,
  EndDate: IsoDay,
  PartySize: PartySizeSchema,
});
export const FetchDiningAvailableDaysAnswerSchema = v.object({
  Result: ResultSchema,
  AvailableDays: v.optional(v.array(IsoDay), []),
});

/** One time of a day's sitting with covers enough for the party. */
export const DiningAvailabilitySchema = v.object({
  VisitTime: HhMm,
  CoversLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DiningAvailability = v.InferOutput<typeof DiningAvailabilitySchema>;

export const FetchDiningAvailabilitiesDataSchema = v.object({
  ...SessionFields,
  PromotionId: Id,
  VisitDate: IsoDay,
  PartySize: PartySizeSchema,
});
export const FetchDiningAvailabilitiesAnswerSchema = v.object({
  Result: ResultSchema,
  Availabilities: v.optional(v.array(DiningAvailabilitySchema), []),
  /** The tables' policies (innkit extension, issue 32). */
  Policies: PoliciesField,
});

/** Special requests: optional free text, at most 500 characters. */
export const SPECIAL_REQUESTS_MAX = 500;
export const SpecialRequestsSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(
        SPECIAL_REQUESTS_MAX,
        `Please keep special requests under ${SPECIAL_REQUESTS_MAX} characters.`,
      ),
    ),
  ),
  null,
);

/** A table held (or booked) for a party (booking-engine.md §3, "Dining reservation"). */
export const DiningReservationSchema = v.object({
  VenueName: v.string(),
  VisitDate: IsoDay,
  VisitTime: HhMm,
  PartySize: PartySizeSchema,
  SpecialRequests: v.optional(v.nullable(v.string()), null),
  PromotionId: Id,
  Reference: Id,
  /** The cart line, for CancelDiningReservation. */
  FolioItemId: Id,
});
export type DiningReservation = v.InferOutput<typeof DiningReservationSchema>;

export const CreateDiningReservationDataSchema = v.object({
  ...SessionFields,
  PromotionId: Id,
  VisitDate: IsoDay,
  VisitTime: HhMm,
  PartySize: PartySizeSchema,
  SpecialRequests: SpecialRequestsSchema,
});
export type CreateDiningReservationData = v.InferInput<typeof CreateDiningReservationDataSchema>;
export const CreateDiningReservationAnswerSchema = v.object({
  Result: ResultSchema,
  Reservation: v.optional(v.nullable(DiningReservationSchema), null),
});
