import { readCookie } from '../../src/core/cookies';
import type { BookingRoute } from '../../src/domain/booking-routes';
import { knownEmptyCartPath } from '../../src/domain/known-empty-cart-path';
import { SESSION_COOKIE } from '../../src/domain/session-timer';
import { readLastDateSearched } from '../../src/stores';
import { openEnginePath } from '../../src/stores/engine/router';
import { pageScreen } from './page-screen';

/**
 * The first screen the page's booking engine will draw, routed before anything is drawn
 * (issue 19). A guest without the session cookie has no session, so an empty cart: on the
 * cart's address they go at once where an empty cart sends them (the address replaced, as the
 * cart screen does), and the cart screen is neither fetched nor drawn. A guest with a session
 * stays on the cart, which loads and, when empty, sends them on as before.
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
  return pageScreen(doc)?.screen;
}
