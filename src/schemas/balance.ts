import * as v from 'valibot';
import { GatewayFieldsSchema, OrderKeySchema } from './checkout';
import { AmountSchema } from './money';
import { innkitField } from './policies';
import { ResultSchema } from './result';
import { IsoDay, RequiredSessionFields } from './wire-fields';

/**
 * Pay balance (issue 32 §2), innkit extensions of booking-engine.md §7: the owner of a
 * deposit booking pays what is left from My Bookings, a gift card first if they like, then
 * the rest on the same hosted card page as checkout (mac-verified, once per order).
 */

const BookingRef = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('BookingRef is required'),
  v.maxLength(32),
);

/** A booking's balance left to pay online, and the hotel day it is due by. */
export const BookingBalanceSchema = v.object({
  BookingRef: v.string(),
  Amount: AmountSchema,
  Due: IsoDay,
});
export type BookingBalanceWire = v.InferOutput<typeof BookingBalanceSchema>;

/** get-my-bookings' field: the balances of the guest's bookings that still owe one. */
export const BalancesField = innkitField(
  v.array(BookingBalanceSchema),
  'each booking that still owes a balance online: the amount and the hotel day it is due by.',
);

/** StartBalancePayment: a card order for the balance the guest saw (`Balance`, pounds). */
export const StartBalancePaymentDataSchema = v.object({
  ...RequiredSessionFields,
  BookingRef,
  Balance: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
});
export type StartBalancePaymentData = v.InferInput<typeof StartBalancePaymentDataSchema>;

/** PayBalance: the card page's result for a balance order, verified and recorded once. */
export const PayBalanceDataSchema = v.object({
  ...RequiredSessionFields,
  BookingRef,
  ...GatewayFieldsSchema.entries,
});
export type PayBalanceData = v.InferInput<typeof PayBalanceDataSchema>;

/** ApplyGiftCardToBalance: a gift card pays what it can of the balance, at once. */
export const ApplyGiftCardToBalanceDataSchema = v.object({
  ...RequiredSessionFields,
  BookingRef,
  Code: v.pipe(
    v.string('Code must be text'),
    v.trim(),
    v.nonEmpty('Code is required'),
    v.maxLength(40, 'Code is at most 40 characters'),
  ),
});
export type ApplyGiftCardToBalanceData = v.InferInput<typeof ApplyGiftCardToBalanceDataSchema>;

/** The answer of the three: what was paid now and the balance left (0 once paid). */
export const BalanceAnswerSchema = v.object({
  Result: ResultSchema,
  Paid: v.optional(v.nullable(AmountSchema), null),
  Balance: v.optional(v.nullable(AmountSchema), null),
  ForwardURL: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  OrderKey: v.optional(v.nullable(OrderKeySchema), null),
});
export type BalanceAnswer = v.InferOutput<typeof BalanceAnswerSchema>;
