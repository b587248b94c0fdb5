import { BOOKING_ROUTES } from './booking-routes';

/**
 * The route table as patterns under a base (for @nanostores/router), with a catch-all
 * `not-found` last. A base of "/" or "" means the site root.
 */
export function bookingRoutePatterns(base: string): Record<string, string | RegExp> {
  const root = base.replace(/\/+$/, '');
  const patterns: Record<string, string | RegExp> = {};
  for (const route of BOOKING_ROUTES) patterns[route.name] = `${root}${route.path}` || '/';
  patterns['not-found'] = /^.*$/;
  return patterns;
}
