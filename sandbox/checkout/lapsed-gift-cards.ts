import type { Repos } from '../db/repos';
import type { CartSnapshot } from './book-folio';

export const GIFT_CARD_LAPSED =
  'This payment was cancelled because a gift card on your booking was no longer held for you (your session ended); your card has not been charged. Please check your cart.';

/**
 * The gift cards a paid cart counted on that no longer hold their amount for it (the session
 * lapsed, so the amount went back on the card): the cart may not be booked for the sum paid,
 * which was the lines less those cards.
 */
export function lapsedGiftCards(
  repos: Pick<Repos, 'giftRedemptions'>,
  cart: CartSnapshot,
  webFolioId: number,
  now: number,
): string[] {
  const live = new Set(
    repos.giftRedemptions
      .held(webFolioId)
      .filter((row) => row.expires_at === null || row.expires_at > now)
      .map((row) => String(row.id)),
  );
  return (cart.GiftCards ?? [])
    .map((card) => String(card.RedemptionId))
    .filter((id) => !live.has(id));
}
