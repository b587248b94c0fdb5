import type * as v from 'valibot';
import { APP_OF_CATEGORY } from '../../src/domain/checkout/payment-parts';
import type { PaidPartSchema } from '../../src/schemas/my-bookings';
import type { CartCategory } from '../../src/schemas/cart';
import type { CartSnapshot } from '../checkout/book-folio';
import type { BookingRow, GatewayCard } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';

type Item = NonNullable<CartSnapshot['FolioItems']>[number];
export type PaidPart = v.InferInput<typeof PaidPartSchema>;

/** What paid for one booking: its card (if any) and each gift card, in pence. */
export interface BookingMoney {
  card: { amountMinor: number; ending: string } | null;
  gifts: readonly { amountMinor: number; ending: string }[];
  /** Sold with a balance to pay later (a deposit plan): what its parts leave is still due. */
  hasBalance?: boolean;
}

/**
 * How each line of a booking was paid (issue 38 §10), by FolioItemId: the gift cards first,
 * taken off the stay's lines and then the spa's (as the checkout posted them, folio-payments.ts),
 * the card paying what is left of each line while its amount lasts. So a line's parts and its
 * balance add up to its total, and the parts of all lines to what was paid.
 */
export function paidParts(lines: readonly Item[], money: BookingMoney): Map<string, PaidPart[]> {
  const gifts = money.gifts.map((gift) => ({ ...gift }));
  let card = money.card?.amountMinor ?? 0;
  const paid = new Map<string, PaidPart[]>();
  const priced = lines.filter((line) => APP_OF_CATEGORY[line.Category as CartCategory]);
  const ordered = [
    ...priced.filter((line) => APP_OF_CATEGORY[line.Category as CartCategory] === 'PMS'),
    ...priced.filter((line) => APP_OF_CATEGORY[line.Category as CartCategory] === 'SPA'),
  ];
  for (const line of ordered) {
    let left = Math.round(Number(line.Amount) * 100);
    const parts: PaidPart[] = [];
    for (const gift of gifts) {
      const taken = Math.min(left, gift.amountMinor);
      if (taken <= 0) continue;
      gift.amountMinor -= taken;
      left -= taken;
      parts.push({ By: 'gift-card', Amount: taken / 100, Ending: gift.ending });
    }
    const byCard = Math.min(left, card);
    if (byCard > 0 && money.card) {
      card -= byCard;
      parts.unshift({ By: 'card', Amount: byCard / 100, Ending: money.card.ending });
    }
    paid.set(String(line.FolioItemId), parts);
  }
  return paid;
}

/** What is still owed on one line: its total less the parts that paid for it, in pence. */
export function unpaidMinor(line: Item, parts: readonly PaidPart[]): number {
  const total = Math.round(Number(line.Amount ?? 0) * 100);
  const paid = parts.reduce((sum, part) => sum + Math.round(Number(part.Amount) * 100), 0);
  return Math.max(0, total - paid);
}

/**
 * A booking's card (what all its card orders paid — the checkout's deposit and any balance
 * paid since — and the last four digits) and its spent gift cards. Refunds are not taken off:
 * a cancelled line says its refund itself.
 */
export function bookingMoney(repos: Repos, booking: BookingRow): BookingMoney {
  const order = booking.order_key ? repos.paymentOrders.find(booking.order_key) : undefined;
  const lastFour = order?.card_json ? (JSON.parse(order.card_json) as GatewayCard).lastFour : '';
  const cardMinor = repos.balances
    .cardLedger(booking)
    .reduce((sum, paid) => sum + paid.paidMinor, 0);
  const issued = repos.giftCards.issued();
  return {
    card: cardMinor > 0 ? { amountMinor: cardMinor, ending: lastFour } : null,
    hasBalance: repos.balances.of(booking.id) !== undefined,
    gifts: repos.cancellations.spentGifts(booking.web_folio_id).map((spent) => ({
      amountMinor: spent.amount_minor,
      ending: issued.find((card) => card.id === spent.gift_card_id)?.code?.slice(-4) ?? '',
    })),
  };
}
