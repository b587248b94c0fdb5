import * as v from 'valibot';

/**
 * Booking policies as data (issue 32 §1), an innkit extension of the hotel's contract: every
 * rate plan, treatment, session, event and table carries a cancellation policy and a payment
 * policy. The rules that read them are in src/domain/policies/, shared by the widgets (the
 * words) and the sandbox (the enforcement).
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Free until N whole days before the item's day, at a time of day (hotel time): 15:00. */
export const DaysBeforeSchema = v.strictObject({
  days: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365)),
  at: v.pipe(v.string(), v.regex(TIME_OF_DAY, 'a time of day HH:mm')),
});

/** Free until N hours before the item starts (a stay starts at check-in, 15:00). */
export const HoursBeforeSchema = v.strictObject({
  hours: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 365)),
});

/** What is kept when the guest cancels after the free deadline. */
export const LateFeeSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('first-night') }),
  v.strictObject({
    kind: v.literal('percent'),
    percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  v.strictObject({ kind: v.literal('all') }),
]);

export const CancellationPolicySchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('free-until'),
    before: v.union([DaysBeforeSchema, HoursBeforeSchema]),
    fee: LateFeeSchema,
  }),
  v.strictObject({ kind: v.literal('non-refundable') }),
]);

/** The deposit taken now: a share of the total, or the first night. */
export const DepositSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('percent'),
    percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  v.strictObject({ kind: v.literal('first-night') }),
]);

export const PaymentPolicySchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('full') }),
  v.strictObject({
    kind: v.literal('deposit'),
    deposit: DepositSchema,
    /** The balance is due this many days before the item's day. */
    balanceDaysBefore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365)),
  }),
  v.strictObject({ kind: v.literal('at-hotel') }),
]);

/** Both policies of one rate plan or bookable item. */
export const PoliciesSchema = v.strictObject({
  cancellation: CancellationPolicySchema,
  payment: PaymentPolicySchema,
});

export type DaysBefore = v.InferOutput<typeof DaysBeforeSchema>;
export type HoursBefore = v.InferOutput<typeof HoursBeforeSchema>;
export type LateFee = v.InferOutput<typeof LateFeeSchema>;
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;
export type Deposit = v.InferOutput<typeof DepositSchema>;
export type PaymentPolicy = v.InferOutput<typeof PaymentPolicySchema>;
export type Policies = v.InferOutput<typeof PoliciesSchema>;

/** How the contract marks what innkit adds to the hotel's answers (dist/contract/). */
export const INNKIT_EXTENSION = 'innkit extension';

/**
 * A field innkit adds to an answer of booking-engine.md §7: optional on the wire (a proxy that
 * does not send it still answers the contract), described as an innkit extension so that
 * scripts/build-contract.mjs lists it.
 */
export function innkitField<S extends v.GenericSchema>(schema: S, what: string) {
  return v.optional(v.pipe(schema, v.description(`${INNKIT_EXTENSION} (issue 32): ${what}`)));
}

/** The policies field of a rate, a treatment list, a class list or a restaurant's times. */
export const PoliciesField = innkitField(
  PoliciesSchema,
  'the cancellation and payment policies, read by src/domain/policies/.',
);
