import type { BookingRow, GatewayCard } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { refundThroughService } from '../payment/refunds';

/** The last four digits of the card that paid for a booking, when a card paid. */
export function cardLastFour(repos: Repos, booking: BookingRow): string | null {
  const order = booking.order_key ? repos.paymentOrders.find(booking.order_key) : undefined;
  if (!order?.card_json) return null;
  return (JSON.parse(order.card_json) as GatewayCard).lastFour;
}

/**
 * What a cheaper change gives back, by the cancel's path (sandbox/payment/refunds.ts): the
 * cards first — the booking's order, then its changes' — each never above what it paid less
 * what went back before, then the gift cards that paid, onto their balances. Never more in
 * all than was paid less earlier refunds, however much cheaper the change is.
 */
export function refundChange(repos: Repos, booking: BookingRow, wantedMinor: number) {
  const { cancellations } = repos;
  const orders = [
    ...(booking.order_key ? [booking.order_key] : []),
    ...repos.amendments.paidOrders(booking.id),
  ];
  let left = wantedMinor;
  const cards = orders.flatMap((orderKey) => {
    const room = cancellations.paidMinor(orderKey) - cancellations.refundedMinor(orderKey);
    const amountMinor = Math.max(0, Math.min(left, room));
    left -= amountMinor;
    return amountMinor > 0 ? [{ orderKey, amountMinor }] : [];
  });
  const spent = cancellations.spentGifts(booking.web_folio_id);
  const giftRoom =
    spent.reduce((sum, gift) => sum + gift.amount_minor, 0) -
    cancellations.giftRefundedMinor(booking.id);
  const giftMinor = Math.max(0, Math.min(left, giftRoom));
  const cardMinor = cards.reduce((sum, card) => sum + card.amountMinor, 0);
  return {
    totalMinor: cardMinor + giftMinor,
    carryOut(now: number): void {
      for (const card of cards)
        refundThroughService(repos, card.orderKey, card.amountMinor, [], now);
      let gift = giftMinor;
      for (const paid of spent) {
        if (gift <= 0) break;
        const back = Math.min(gift, paid.amount_minor);
        cancellations.refundToGiftCard(paid.gift_card_id, booking.id, back, now);
        gift -= back;
      }
    },
  };
}
