import type { WebFolioItem } from '../../schemas/cart';
import { cartButton } from '../cart/cart-button';

type Line = Pick<WebFolioItem, 'FolioItemId' | 'Details' | 'Category'>;

export interface CartShape {
  FolioBalance: number;
  FolioItems: readonly Line[];
}

const nameOf = (line: Line) => line.Details.trim() || 'An item';
const listOf = (lines: readonly Line[]) => lines.map(nameOf).join(', ');

/**
 * What a screen reader hears when the cart changes (issue 22 build 2): what was added or
 * removed, then what the cart now holds — "Added to your cart: Lake Double. Cart, 2 items,
 * £540.00." Null when no line came or went (the same lines reloaded; a gift card applied,
 * which checkout's gift card block says itself).
 */
export function cartChangeText(before: CartShape, after: CartShape): string | null {
  const had = new Set(before.FolioItems.map((line) => line.FolioItemId));
  const has = new Set(after.FolioItems.map((line) => line.FolioItemId));
  const added = after.FolioItems.filter((line) => !had.has(line.FolioItemId));
  const removed = before.FolioItems.filter((line) => !has.has(line.FolioItemId));
  const said: string[] = [];
  if (added.length) said.push(`Added to your cart: ${listOf(added)}.`);
  if (removed.length) said.push(`Removed from your cart: ${listOf(removed)}.`);
  if (!said.length) return null;
  said.push(
    `${cartButton({ FolioBalance: after.FolioBalance, FolioItems: [...after.FolioItems] })?.accessibleLabel ?? 'Your cart is empty'}.`,
  );
  return said.join(' ');
}
