import * as v from 'valibot';
import { BalancesField } from './balance';
import { FolioSpecialServiceSchema } from './cart';
import { VENUES } from '../domain/routes/venue-config';
import { AmountSchema } from './money';
import { PoliciesField, innkitField } from './policies';
import { ResultSchema } from './result';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

/** What the guest cancelled of a booked item (issue 32 §3): the fee kept, what went back. */
export const ItemCancelledSchema = v.object({
  Fee: AmountSchema,
  Refund: AmountSchema,
  /** The hotel day it was cancelled (YYYY-MM-DD). */
  On: v.string(),
});
export type ItemCancelled = v.InferOutput<typeof ItemCancelledSchema>;

/**
 * One way a booked item was paid for (issue 38 §10): by card or by gift card, how much, and the
 * card's last four digits or the gift card's last group ("1111", "JK23"), never more.
 */
export const PaidPartSchema = v.object({
  By: v.picklist(['card', 'gift-card']),
  Amount: AmountSchema,
  Ending: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,4}$/)), ''),
});
export type PaidPart = v.InferOutput<typeof PaidPartSchema>;

/** innkit extensions (issues 32, 38) on every booked room, treatment, session and table. */
const BookedItemFields = {
  FolioItemId: innkitField(Id, 'the booked line that QuoteCancellation and CancelBookedItem name.'),
  Policies: PoliciesField,
  Cancelled: innkitField(
    v.nullable(ItemCancelledSchema),
    'set once its guest cancelled it: the fee kept, what went back, the day.',
  ),
  Paid: innkitField(
    v.array(PaidPartSchema),
    'how it was paid (issue 38 §10): each card and gift card and the amount it paid.',
  ),
};

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
  ...BookedItemFields,
  Venue: innkitField(v.picklist(VENUES), 'the venue of the stay.'),
  Picture: innkitField(
    v.nullable(v.object({ url: v.string(), alt: v.string() })),
    "the room type's first picture (its RoomInfo gallery), for the booking's card (issue 38 §8).",
  ),
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
  ...BookedItemFields,
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
  ...BookedItemFields,
});
export type MyDining = v.InferOutput<typeof MyDiningSchema>;

/**
 * A gift card bought (a Retail line, issue 15): for whom, its value, how it travels, its code
 * masked but for its last group ("····JK23") and its last day. Its balance is the holder's
 * business, not the buyer's, so it is not told.
 */
export const MyGiftCardSchema = v.object({
  FolioItemId: Id,
  IssueToName: v.string(),
  Value: AmountSchema,
  Method: v.picklist(['E', 'M']),
  /** E: the address the card was emailed to. */
  EmailAddress: v.optional(v.nullable(v.string()), null),
  /** M: the address it was posted to, on one line. */
  PostedTo: v.optional(v.nullable(v.string()), null),
  Code: v.pipe(v.string(), v.maxLength(20)),
  ValidUntil: v.string(),
  BookingRef: v.optional(v.string(), ''),
});
export type MyGiftCard = v.InferOutput<typeof MyGiftCardSchema>;

/** A payment towards a booked stay or spa visit (a PMSPayment or SPAPayment line): what it paid. */
export const MyPaymentSchema = v.object({
  FolioItemId: Id,
  Category: v.picklist(['PMSPayment', 'SPAPayment']),
  Details: v.string(),
  Amount: AmountSchema,
  /** The day it was paid (YYYY-MM-DD). */
  PaidOn: v.string(),
  BookingRef: v.optional(v.string(), ''),
});
export type MyPayment = v.InferOutput<typeof MyPaymentSchema>;

/** `POST /rs/get-my-bookings`: stays keyed by arrival date, then treatments, active, dining. */
export const MyBookingsAnswerSchema = v.object({
  Result: ResultSchema,
  Stays: v.optional(v.record(v.string(), v.object({ rooms: v.array(MyStayRoomSchema) })), {}),
  Treatments: v.optional(v.array(MySpaItemSchema), []),
  Active: v.optional(v.array(MySpaItemSchema), []),
  Dining: v.optional(v.array(MyDiningSchema), []),
  /** Our extension (issue 15): gift cards still valid, payments of the last 12 months. */
  GiftCards: v.optional(v.array(MyGiftCardSchema), []),
  Payments: v.optional(v.array(MyPaymentSchema), []),
  /** innkit extension (issue 32 §2): the balances still to pay, one per booking. */
  Balances: BalancesField,
});
export type MyBookingsAnswer = v.InferOutput<typeof MyBookingsAnswerSchema>;
