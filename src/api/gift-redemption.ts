import {
  RedeemGiftCardAnswerSchema,
  type RedeemGiftCardData,
  type RemoveGiftCardData,
} from '../schemas/gift-redemption';
import { ResultAnswerSchema } from '../schemas/result';
import { rsMethodCall } from './rs-method-call';

/**
 * Gift card redemption at checkout (our extension, issue 15 item 3). Apart from the gift card
 * screen's calls, so that screen's lazy chunk does not carry checkout's schemas.
 */

/** RedeemGiftCard: applies a code to the cart, up to the card's balance. */
export const redeemGiftCard = (data: RedeemGiftCardData) =>
  rsMethodCall(RedeemGiftCardAnswerSchema, 'RedeemGiftCard', data);

/** RemoveGiftCard: takes an applied card off the cart, its amount back on it. */
export const removeGiftCard = (data: RemoveGiftCardData) =>
  rsMethodCall(ResultAnswerSchema, 'RemoveGiftCard', data);
