import { formatMoney } from '../format/format-money';

export interface CartButton {
  /** The pound balance, or "Checkout" when the balance is 0.00. */
  label: string;
  count: number;
  /** What a screen reader hears: "Cart, 2 items, £245.00". */
  accessibleLabel: string;
}

/**
 * The header's cart button (public-site.md §2): shown only when the cart holds a folio
 * (at least one item), labelled with the balance or "Checkout" at 0.00, with an item count.
 */
export function cartButton(cart: {
  FolioBalance: number;
  FolioItems: unknown[];
}): CartButton | null {
  const count = cart.FolioItems.length;
  if (count === 0) return null;
  const free = Math.round(cart.FolioBalance * 100) === 0;
  const label = free ? 'Checkout' : formatMoney(cart.FolioBalance);
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return {
    label,
    count,
    accessibleLabel: free ? `Checkout, ${items} in your cart` : `Cart, ${items}, ${label}`,
  };
}
