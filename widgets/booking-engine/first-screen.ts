import { readCookie } from '../../src/core/cookies';
import type { BookingRoute } from '../../src/domain/routes/booking-routes';
import { knownEmptyCartPath } from '../../src/domain/cart/known-empty-cart-path';
import { SESSION_COOKIE } from '../../src/domain/session/session-timer';
import { $cart, type CartStore, readLastDateSearched } from '../../src/stores';
import { engineRouter, openEnginePath } from '../../src/stores/engine/router';
import { pageScreen } from './page-screen';

/**
 * The first screen the page's booking engine will draw, routed before anything is drawn
 * (issue 19). A guest without the session cookie has no session, so an empty cart: on the
 * cart's address they go at once where an empty cart sends them (the address replaced, as the
 * cart screen does), and the cart screen is neither fetched nor drawn. A guest with a session
 * stays on the cart, which loads and, when empty, sends them on as before. The cookie is the
 * page's own: a session the server holds without it (a cart filled elsewhere than in these
 * elements) brings the guest back to their cart once it loads, if they have not moved on.
 */
export function firstScreen(
  doc: Document | undefined = globalThis.document,
): BookingRoute['screen'] | undefined {
  const page = pageScreen(doc);
  if (!page) return undefined;
  const hasSession = readCookie(SESSION_COOKIE) !== undefined;
  const path = knownEmptyCartPath(page.screen, hasSession, readLastDateSearched());
  if (path === null) return page.screen;
  openEnginePath(page.base, path, true);
  backToAFullCart(page.base);
  return pageScreen(doc)?.screen;
}

function backToAFullCart(base: string): void {
  const router = engineRouter(base);
  const sent = router.get();
  const settle = (cart: CartStore) => {
    if (!cart.loaded) return false;
    if (cart.FolioItems.length && router.get() === sent) openEnginePath(base, '/cart', true);
    return true;
  };
  if (settle($cart.get())) return;
  const stop = $cart.listen((cart) => {
    if (settle(cart)) stop();
  });
}
