import { configFor } from '../../src/core/config';
import {
  BOOKING_ROUTES,
  type BookingRoute,
  type BookingRouteName,
} from '../../src/domain/routes/booking-routes';
import { engineRouter, normaliseBase } from '../../src/stores/engine/router';

export interface PageScreen {
  /** The engine's base, normalised: its `base` attribute, else the page's `bookBase`. */
  base: string;
  /** The screen the page's address shows; undefined for an address no route matches. */
  screen: BookingRoute['screen'] | undefined;
  /** The route the page's address matches, with its query. */
  route: BookingRouteName | undefined;
  search: Readonly<Record<string, string>>;
}

/**
 * The page's booking engine (the first one, when the page holds several) and the screen its
 * address shows, routed as the engine routes it. Undefined without an engine.
 */
export function pageScreen(
  doc: Document | undefined = globalThis.document,
): PageScreen | undefined {
  const element = doc?.querySelector('ik-booking-engine');
  if (!element) return undefined;
  const base = normaliseBase(element.getAttribute('base') ?? configFor(element).bookBase);
  const page = engineRouter(base).get();
  const route = BOOKING_ROUTES.find((r) => r.name === page?.route);
  return { base, screen: route?.screen, route: route?.name, search: page?.search ?? {} };
}
