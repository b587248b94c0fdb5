import * as v from 'valibot';
import { FolioSpecialServiceSchema } from './cart';
import { AmountSchema } from './money';
import { ResultSchema } from './result';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

/** One room of a stay (booking-engine.md §3, "My bookings"). */
export const MyStayRoomSchema = v.object({
  ArrivalDate: v.string(),
  DepartureDate: v.string(),
  Nights: Count,
  NumAdults: Count,
  NumYouth: Count,
  NumChildren: Count,
  PMSFolioId: Id,
  TotalStayRateIncl: AmountSchema,
  BalanceDue: AmountSchema,
  /** For the extras drawer. */
  Details: v.optional(v.string(), ''),
  SpecialServices: v.optional(v.array(FolioSpecialServiceSchema), []),
  BookingRef: v.optional(v.string(), ''),
});
export type MyStayRoom = v.InferOutput<typeof MyStayRoomSchema>;

/** A treatment or an active session. */
export const MySpaItemSchema = v.object({
  ItemName: v.string(),
  BookStartTime: v.string(),
  ServiceTime: v.optional(v.nullable(v.number()), null),
  TotalPrice: AmountSchema,
  SpaFolioId: Id,
  BalanceDue: AmountSchema,
  BookingRef: v.optional(v.string(), ''),
});
export type MySpaItem = v.InferOutput<typeof MySpaItemSchema>;

export const MyDiningSchema = v.object({
  Details: v.string(),
  DiningVenue: v.string(),
  date: v.string(),
  Reference: Id,
  start: v.string(),
  PartySize: Count,
  FirstName: v.string(),
  LastName: v.string(),
  BookingRef: v.optional(v.string(), ''),
});
export type MyDining = v.InferOutput<typeof MyDiningSchema>;

/** `POST /rs/get-my-bookings`: stays keyed by arrival date, then treatments, active, dining. */
export const MyBookingsAnswerSchema = v.object({
  Result: ResultSchema,
  Stays: v.optional(v.record(v.string(), v.object({ rooms: v.array(MyStayRoomSchema) })), {}),
  Treatments: v.optional(v.array(MySpaItemSchema), []),
  Active: v.optional(v.array(MySpaItemSchema), []),
  Dining: v.optional(v.array(MyDiningSchema), []),
});
export type MyBookingsAnswer = v.InferOutput<typeof MyBookingsAnswerSchema>;
