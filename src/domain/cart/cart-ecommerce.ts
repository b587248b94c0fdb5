import type { AnalyticsPayload } from '../../core/events';
import type { WebFolioItem } from '../../schemas/cart';

const pence = (pounds: number) => Math.round(pounds * 100);

/** The GA4 ecommerce events the engine reports (issue 15 item 5). */
export type EcommerceEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/**
 * A GA4 ecommerce event for cart items, one item per line: its id, name, category (the cart
 * category: Hotel, Treatments, Active, Retail, Dining…) and price, and the value they add up to,
 * in GBP. `extra` adds the event's own fields (`transaction_id`, `payment_type`, `coupon`).
 */
export function cartEcommerce(
  event: EcommerceEvent,
  items: readonly Pick<WebFolioItem, 'FolioItemId' | 'Details' | 'Category' | 'Amount'>[],
  extra: Record<string, unknown> = {},
): AnalyticsPayload {
  return {
    event,
    ecommerce: {
      ...extra,
      currency: 'GBP',
      value: items.reduce((sum, item) => sum + pence(item.Amount), 0) / 100,
      items: items.map((item, index) => ({
        item_id: item.FolioItemId,
        item_name: item.Details,
        item_category: item.Category,
        price: item.Amount,
        quantity: 1,
        index,
      })),
    },
  };
}
