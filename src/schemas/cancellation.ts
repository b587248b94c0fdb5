import * as v from 'valibot';
import { AmountSchema } from './money';
import { ResultSchema } from './result';
import { Id, RequiredSessionFields } from './wire-fields';

/**
 * Self-cancel (issue 32 §3), an innkit extension of booking-engine.md §7: the owner of a
 * booking cancels one booked line (FolioItemId) or, with FolioItemId null, every line of it
 * that can still be cancelled. QuoteCancellation says what would happen and changes nothing;
 * CancelBookedItem does it, once (a repeat answers the same outcome).
 */
export const CancelBookedItemDataSchema = v.object({
  ...RequiredSessionFields,
  BookingRef: v.pipe(v.string(), v.trim(), v.nonEmpty('BookingRef is required'), v.maxLength(32)),
  FolioItemId: v.nullable(Id),
});
export type CancelBookedItemData = v.InferInput<typeof CancelBookedItemDataSchema>;

/** One line of the outcome: what it cost, what is kept and what goes back. */
export const CancelledLineSchema = v.object({
  FolioItemId: Id,
  Category: v.string(),
  Details: v.optional(v.string(), ''),
  Amount: AmountSchema,
  Fee: AmountSchema,
  Refund: AmountSchema,
  /** Cancelled before its free deadline. */
  Free: v.boolean(),
});
export type CancelledLine = v.InferOutput<typeof CancelledLineSchema>;

export const CancellationSchema = v.object({
  BookingRef: v.string(),
  Lines: v.array(CancelledLineSchema),
  Fee: AmountSchema,
  /** Back to the card that paid, through the payment service. */
  CardRefund: AmountSchema,
  /** Back onto the gift cards that paid, at once. */
  GiftCardRefund: AmountSchema,
  CardLastFour: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))), null),
  /** True once done (CancelBookedItem); false for a quote. */
  Done: v.boolean(),
});
export type Cancellation = v.InferOutput<typeof CancellationSchema>;

export const CancellationAnswerSchema = v.object({
  Result: ResultSchema,
  Cancellation: v.optional(v.nullable(CancellationSchema), null),
});
export type CancellationAnswer = v.InferOutput<typeof CancellationAnswerSchema>;
