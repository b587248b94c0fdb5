import * as v from 'valibot';
import { AmountSchema } from './money';
import { ResultSchema } from './result';
import { Id, SessionFields } from './wire-fields';

/**
 * Redeeming a gift card at checkout (issue 15 item 3, our extension beyond booking-engine.md
 * §7): RedeemGiftCard applies a code to the session's cart, RemoveGiftCard takes it off again
 * (its balance back on the card). The cart (`/rs/get-webfolios`) lists what is applied in
 * `GiftCards`, and its FolioBalance is what is left to pay by card.
 */

/** A code as typed: the sandbox normalises it (case, spaces, dashes); at most 40 characters. */
export const RedeemGiftCardDataSchema = v.object({
  ...SessionFields,
  Code: v.pipe(
    v.string('Code must be text'),
    v.trim(),
    v.nonEmpty('Code is required'),
    v.maxLength(40, 'Code is at most 40 characters'),
  ),
});
export type RedeemGiftCardData = v.InferInput<typeof RedeemGiftCardDataSchema>;

export const RedeemGiftCardAnswerSchema = v.object({
  Result: ResultSchema,
  /** The redemption made, and what it pays towards the cart (pounds). */
  RedemptionId: v.optional(v.nullable(Id), null),
  Amount: v.optional(v.nullable(AmountSchema), null),
});
export type RedeemGiftCardAnswer = v.InferOutput<typeof RedeemGiftCardAnswerSchema>;

export const RemoveGiftCardDataSchema = v.object({ ...SessionFields, RedemptionId: Id });
export type RemoveGiftCardData = v.InferInput<typeof RemoveGiftCardDataSchema>;

/** A gift card applied to the cart: only the code's last group, and what it pays (pounds). */
export const AppliedGiftCardSchema = v.object({
  RedemptionId: Id,
  /** "····7QX4". */
  Code: v.pipe(v.string(), v.maxLength(20)),
  Amount: AmountSchema,
});
export type AppliedGiftCard = v.InferOutput<typeof AppliedGiftCardSchema>;
