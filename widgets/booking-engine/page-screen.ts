import { configFor } from '../../src/core/config';
import { BOOKING_ROUTES, type BookingRoute } from '../../src/domain/booking-routes';
import { engineRouter, normaliseBase } from '../../src/stores/engine/router';

/**
 * The screen the page's address shows in its booking engine (the first one, when the page
 * holds several), routed as the engine routes it: its `base` attribute, else the page's
 * `bookBase`. Undefined without an engine, or for an address no route matches.
 */
export function pageScreen(
  doc: Document | undefined = globalThis.document,
): BookingRoute['screen'] | undefined {
  const element = doc?.querySelector('ik-booking-engine');
  if (!element) return undefined;
  const base = normaliseBase(element.getAttribute('base') ?? configFor(element).bookBase);
  const page = engineRouter(base).get();
  return BOOKING_ROUTES.find((route) => route.name === page?.route)?.screen;
}
