import { announce } from '../core/announce';
import { cartChangeText } from '../domain/text/cart-change-text';

/**
 * Says a cart change once to a screen reader, through the page's one announcer. Imported by
 * the session store only when the cart changes, so pages that never change a cart (the header
 * on a content page) do not load the announcer before the guest does anything (issue 19).
 */
export function announceCartChange(...change: Parameters<typeof cartChangeText>): void {
  const text = cartChangeText(...change);
  if (text) announce(text);
}
