import * as v from 'valibot';
import { AmountSchema } from './money';
import { PoliciesField } from './policies';
import { ResultSchema } from './result';
import { Id, IsoDateTime, IsoDay, SessionFields } from './wire-fields';

/** One variant of a class (an adult or a child place, peak or off peak…), booking-engine.md §3. */
export const GroupItemSchema = v.object({
  id: Id,
  GroupItemName: v.string(),
  GroupItemCategory: v.optional(v.string(), ''),
  GroupItemPriceWithSurcharges: AmountSchema,
});
export type GroupItem = v.InferOutput<typeof GroupItemSchema>;

/** One session of a class on a day (booking-engine.md §3, "Daily class listing"). */
export const SpaClassSchema = v.object({
  SpaClassId: Id,
  SpaItemId: Id,
  SpaItemName: v.optional(v.string(), ''),
  ItemName: v.string(),
  ItemDescription: v.optional(v.string(), ''),
  ItemCategory: v.optional(v.string(), ''),
  StartTime: IsoDateTime,
  EndTime: IsoDateTime,
  ServiceTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Price: AmountSchema,
  AvailSlots: v.pipe(v.number(), v.integer(), v.minValue(0)),
  MinAge: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  Instructions: v.optional(v.string(), ''),
  SpaRoomId: v.optional(v.nullable(Id), null),
  GroupItems: v.optional(v.object({ Item: v.array(GroupItemSchema) }), { Item: [] }),
});
export type SpaClass = v.InferOutput<typeof SpaClassSchema>;

export const DailySpaClassesSchema = v.object({
  Date: IsoDay,
  SpaClass: v.array(SpaClassSchema),
});
export type DailySpaClasses = v.InferOutput<typeof DailySpaClassesSchema>;

/** At most this many days per FetchSpaClasses (a long month view with its edges, and more). */
export const MAX_CLASS_DAYS = 62;

export const FetchSpaClassesDataSchema = v.pipe(
  v.object({
    ...SessionFields,
    StartDate: IsoDay,
    EndDate: IsoDay,
    Location: v.pipe(Id, v.regex(/^\d{1,6}$/, 'a location number')),
    Language: v.optional(v.string(), 'en'),
  }),
  v.check((d) => d.EndDate >= d.StartDate, 'EndDate must not be before StartDate'),
  v.check(
    (d) => (Date.parse(d.EndDate) - Date.parse(d.StartDate)) / 86_400_000 < MAX_CLASS_DAYS,
    `at most ${MAX_CLASS_DAYS} days at a time`,
  ),
);
export type FetchSpaClassesData = v.InferInput<typeof FetchSpaClassesDataSchema>;
export const FetchSpaClassesAnswerSchema = v.object({
  Result: ResultSchema,
  DailySpaClasses: v.optional(v.array(DailySpaClassesSchema), []),
  /** The sessions' and events' policies (innkit extension, issue 32). */
  Policies: PoliciesField,
});
export type FetchSpaClassesAnswer = v.InferOutput<typeof FetchSpaClassesAnswerSchema>;

export const FetchClassItemsDataSchema = v.object({ ...SessionFields, SpaClassId: Id });
export type FetchClassItemsData = v.InferInput<typeof FetchClassItemsDataSchema>;
/** The class again, with its variants (GroupItems), booking-engine.md §7. */
export const FetchClassItemsAnswerSchema = v.object({
  Result: ResultSchema,
  SpaClass: v.optional(v.nullable(SpaClassSchema), null),
});

export const ConflictDataSchema = v.object({
  ...SessionFields,
  CustomerId: Id,
  SpaItemId: Id,
  StartDateTime: IsoDateTime,
});
export type ConflictData = v.InferInput<typeof ConflictDataSchema>;
/** The customer's sessions that overlap the one asked about (the page does not use them). */
export const ConflictAnswerSchema = v.object({
  Result: ResultSchema,
  ConflictingBookings: v.optional(
    v.array(v.object({ SpaFolioItemId: Id, ItemName: v.string(), StartTime: IsoDateTime })),
    [],
  ),
});
export type ConflictAnswer = v.InferOutput<typeof ConflictAnswerSchema>;

export const CreateClassBookingDataSchema = v.object({
  ...SessionFields,
  CustomerId: Id,
  /** The item booked: the class's own SpaItemId, or one of its variants' ids. */
  ItemId: Id,
  /** The session (SpaClassId). */
  ProgramId: Id,
  GuestName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120))), null),
  GuestRequest: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});
export type CreateClassBookingData = v.InferInput<typeof CreateClassBookingDataSchema>;
export const SpaFolioItemSchema = v.object({
  SpaFolioItemId: Id,
  SpaFolioId: v.optional(v.nullable(Id), null),
  SpaItemId: Id,
  SpaFolioItemPriceWithSurcharge: AmountSchema,
});
export const CreateClassBookingAnswerSchema = v.object({
  Result: ResultSchema,
  SpaFolioItem: v.optional(v.nullable(SpaFolioItemSchema), null),
});
export type CreateClassBookingAnswer = v.InferOutput<typeof CreateClassBookingAnswerSchema>;
