import * as v from 'valibot';
import { GatewayFieldsSchema } from './checkout';
import { AmountSchema } from './money';
import { ResultSchema } from './result';
import { Id, IsoDay, RequiredSessionFields } from './wire-fields';

const count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * Amend (issue 32 §4), an innkit extension of booking-engine.md §7: the owner of a booked stay
 * asks for other dates or another party on the same room and rate. QuoteAmendment re-prices it
 * as a new booking would be and changes nothing; AmendBookedItem does it: at once when nothing
 * is to pay (a lower price goes back through the payment service), else it holds the new
 * nights and opens a payment on the hosted card page, and ConfirmAmendment, with the page's
 * mac-signed result, moves the stay. Until then the booking stays as it was.
 */
export const AmendBookedItemDataSchema = v.pipe(
  v.object({
    ...RequiredSessionFields,
    BookingRef: v.pipe(v.string(), v.trim(), v.nonEmpty('BookingRef is required'), v.maxLength(32)),
    FolioItemId: Id,
    ArrivalDate: IsoDay,
    DepartureDate: IsoDay,
    Adults: count(1, 8),
    Children: count(0, 4),
  }),
  v.forward(
    v.check((b) => b.DepartureDate > b.ArrivalDate, 'DepartureDate must be after ArrivalDate'),
    ['DepartureDate'],
  ),
);
export type AmendBookedItemData = v.InferInput<typeof AmendBookedItemDataSchema>;

/**
 * The hosted page's result for an amendment's payment, relayed as the checkout relays its own
 * (booking-engine.md §7's gateway fields: the page's `mac2` travels as `mac`).
 */
export const ConfirmAmendmentDataSchema = v.object({
  ...RequiredSessionFields,
  ...GatewayFieldsSchema.entries,
});
export type ConfirmAmendmentData = v.InferInput<typeof ConfirmAmendmentDataSchema>;

/** Where an amendment stands: a quote, waiting for its payment, or done. */
export const AMENDMENT_STATES = ['QUOTE', 'PAYMENT', 'DONE'] as const;

export const AmendmentSchema = v.object({
  BookingRef: v.string(),
  FolioItemId: Id,
  Details: v.optional(v.string(), ''),
  ArrivalDate: v.string(),
  DepartureDate: v.string(),
  Adults: v.number(),
  Children: v.number(),
  /** What the booking cost, and what it costs with the change (the same rules as a new one). */
  OldAmount: AmountSchema,
  NewAmount: AmountSchema,
  /** What the guest pays for the change on the card page (0 when nothing). */
  ToPay: AmountSchema,
  /** What goes back (card first, then gift cards), never above what was paid less refunds. */
  Refund: AmountSchema,
  CardLastFour: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))), null),
  State: v.picklist(AMENDMENT_STATES),
  /** PAYMENT: the hosted card page for ToPay, and its order. */
  ForwardURL: v.optional(v.nullable(v.string()), null),
  OrderKey: v.optional(v.nullable(v.string()), null),
});
export type Amendment = v.InferOutput<typeof AmendmentSchema>;

export const AmendmentAnswerSchema = v.object({
  Result: ResultSchema,
  Amendment: v.optional(v.nullable(AmendmentSchema), null),
});
export type AmendmentAnswer = v.InferOutput<typeof AmendmentAnswerSchema>;
