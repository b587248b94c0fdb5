import type { AnalyticsPayload } from '../../core/events';
import type { BookingSummary } from '../cart/booking-summary';
import { type EcommerceEvent, cartEcommerce } from '../cart/cart-ecommerce';

/**
 * A GA4 ecommerce event for the booking at checkout (`begin_checkout`, `add_payment_info`,
 * `purchase`): one item per line of every kind, with its cart category, valued at the lines'
 * total (what the gift cards pay is money too). `extra` adds `payment_type` or
 * `transaction_id`.
 */
export function checkoutEcommerce(
  event: EcommerceEvent,
  summary: BookingSummary,
  extra: Record<string, unknown> = {},
): AnalyticsPayload {
  const items = summary.sections.flatMap((section) =>
    section.lines.map((line) => ({
      FolioItemId: line.id,
      Details: line.title,
      Category: section.category,
      Amount: line.amount,
    })),
  );
  return cartEcommerce(event, items, extra);
}

/** How the booking is paid, for `add_payment_info`: by card, by gift card, or both. */
export function paymentType(summary: BookingSummary): string {
  const gift = summary.giftCards.length > 0;
  if (summary.balance > 0) return gift ? 'Gift card and card' : 'Card';
  return gift ? 'Gift card' : 'Nothing to pay';
}
