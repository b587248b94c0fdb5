import { recheckedCards } from '../../src/domain/gift-cards/redemption';
import type { FoliosRepo } from '../db/folios-repo';
import type { AppliedRedemptionRow, GiftRedemptionsRepo } from '../db/gift-redemptions-repo';

/**
 * Re-checks a cart's applied gift cards against what its lines now come to (a line removed
 * after a card was applied): what the cards would pay beyond the total goes back on the
 * cards, newest first, and the cart's open payment orders close. The cards still applied.
 */
export function recheckGiftCards(
  repos: { giftRedemptions: GiftRedemptionsRepo; folios: FoliosRepo },
  webFolioId: number,
  totalMinor: number,
  now: number,
): AppliedRedemptionRow[] {
  const held = repos.giftRedemptions.held(webFolioId);
  const redeemed = held.reduce((sum, row) => sum + row.amount_minor, 0);
  if (redeemed <= totalMinor) return held;
  const cards = held.map((row) => ({ id: row.id, amountMinor: row.amount_minor }));
  for (const card of recheckedCards(cards, totalMinor)) {
    repos.giftRedemptions.giveBack(card.id, webFolioId, card.giveBackMinor, now);
  }
  repos.folios.cartChanged(webFolioId, now);
  return repos.giftRedemptions.held(webFolioId);
}
