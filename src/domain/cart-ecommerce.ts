import type { AnalyticsPayload } from '../core/events';
import type { WebFolioItem } from '../schemas/cart';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * A GA4 ecommerce event (`view_cart`, `remove_from_cart`) for cart items: each item with its
 * id, name, category and price, and the value they add up to, in GBP.
 */
export function cartEcommerce(
  event: 'view_cart' | 'remove_from_cart',
  items: readonly Pick<WebFolioItem, 'FolioItemId' | 'Details' | 'Category' | 'Amount'>[],
): AnalyticsPayload {
  return {
    event,
    ecommerce: {
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
