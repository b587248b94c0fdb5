import type { BookingRoute } from '../routes/booking-routes';
import { emptyCartPath } from './empty-cart-path';

/**
 * Where the booking engine sends a guest before it draws anything (issue 19), or null when
 * it has to load the session to know. A guest without the session cookie has no session, so
 * their cart is certainly empty: on the cart's screen they go straight on to book a stay, as
 * an empty cart sends them (emptyCartPath), without the cart screen being fetched or drawn.
 * The path is relative to the engine's base.
 */
export function knownEmptyCartPath(
  screen: BookingRoute['screen'] | undefined,
  hasSessionCookie: boolean,
  lastDateSearched: string | null | undefined,
): string | null {
  if (screen !== 'cart' || hasSessionCookie) return null;
  return emptyCartPath(lastDateSearched);
}
