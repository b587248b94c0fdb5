/**
 * Redemption arithmetic (issue 15 item 3), all in pence so that nothing is lost to rounding.
 * A card pays what is due, up to its balance; the balance never goes below zero; a cart that
 * shrinks below what its cards pay gives the difference back, newest card first.
 */

/** What a card with `balanceMinor` left pays towards `dueMinor`: the smaller, never below 0. */
export function redemptionAmount(balanceMinor: number, dueMinor: number): number {
  return Math.max(0, Math.min(balanceMinor, dueMinor));
}

/** What is left to pay once the cart's cards have paid their part (0 when they cover it). */
export function balanceAfterCards(totalMinor: number, redeemedMinor: readonly number[]): number {
  const redeemed = redeemedMinor.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, totalMinor - redeemed);
}

export interface AppliedCard {
  id: number;
  amountMinor: number;
}

/**
 * The cart was re-checked at `totalMinor`: what each applied card keeps paying, when the cards
 * would pay more than the cart now comes to. The newest card gives back first; a card whose
 * part falls to 0 is released whole. Cards are given oldest first.
 */
export function recheckedCards(
  cards: readonly AppliedCard[],
  totalMinor: number,
): { id: number; keepMinor: number; giveBackMinor: number }[] {
  let room = Math.max(0, totalMinor);
  return cards.map((card) => {
    const keepMinor = Math.min(card.amountMinor, room);
    room -= keepMinor;
    return { id: card.id, keepMinor, giveBackMinor: card.amountMinor - keepMinor };
  });
}

/** Whether a card can be used on `today` (both YYYY-MM-DD): its last day is still to come. */
export const giftCardUsable = (expiresOn: string, today: string) => today <= expiresOn;
