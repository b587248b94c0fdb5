import { createRouter } from '@nanostores/router';
import { describe, expect, it } from 'vitest';
import { bookingRoutePatterns } from './booking-route-patterns';
import { BOOKING_ROUTES } from './booking-routes';

// The route table through the router the element uses, without a browser.
function resolve(path: string) {
  const patterns = bookingRoutePatterns('/the-lake/book/');
  const router = createRouter(patterns, { links: false });
  return router.routes
    .map(([name, regexp]) => [name, regexp] as const)
    .find(([, re]) => re.test(path.replace(/\/$/, '') || '/'))?.[0];
}

describe('booking routes', () => {
  it.each([
    ['/the-lake/book', 'book'],
    ['/the-lake/book/', 'book'],
    ['/the-lake/book/stay/search', 'stay-search'],
    ['/the-lake/book/stay/search/inn', 'stay-search'],
    ['/the-lake/book/stay', 'book-stay'],
    ['/the-lake/book/stay/2026-03-01/2/2/1/0/inn', 'book-stay'],
    ['/the-lake/book/cart', 'cart'],
    ['/the-lake/book/login-register', 'login-register'],
    ['/the-lake/book/checkout', 'checkout'],
    ['/the-lake/book/my-booking', 'my-booking'],
    ['/the-lake/book/account', 'profile'],
    ['/the-lake/book/account/reset-password', 'reset-password'],
    ['/the-lake/book/gift-cards', 'gift-cards'],
    ['/the-lake/book/my-booking/restaurants/2026-03-01', 'dining'],
    ['/the-lake/book/treatments', 'treatments'],
    ['/the-lake/book/my-booking/treatments', 'my-treatments'],
    ['/the-lake/book/my-booking/treatments/2026-03-01', 'my-treatments'],
    ['/the-lake/book/activities', 'activities'],
    ['/the-lake/book/activities/wild-swimming', 'wild-swimming'],
    ['/the-lake/book/activities/fellside-sauna', 'fellside-sauna'],
    ['/the-lake/book/activities/events', 'events'],
    ['/the-lake/book/activities/events/2026-03-01', 'events'],
    ['/the-lake/book/special-events', 'special-events'],
    ['/the-lake/book/special-events/2026-03-01', 'special-events'],
    ['/the-lake/book/activities/ice-skating/', 'ice-skating'],
    ['/the-lake/book/activities/ice-skating/schools', 'ice-skating-schools'],
    ['/the-lake/book/nowhere', 'not-found'],
    ['/the-lake/book/stay/2026-03-01/2/2/1/0/inn/more', 'not-found'],
    ['/the-lake/book/my-booking/restaurants', 'not-found'],
  ])('%s → %s', (path, name) => {
    expect(resolve(path)).toBe(name);
  });

  it('names every route once, with a title', () => {
    const names = BOOKING_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of BOOKING_ROUTES) expect(route.title.length).toBeGreaterThan(0);
  });

  it('puts the routes under any base, the root included', () => {
    expect(bookingRoutePatterns('/book')['cart']).toBe('/book/cart');
    expect(bookingRoutePatterns('/')['book']).toBe('/');
    expect(bookingRoutePatterns('')['cart']).toBe('/cart');
  });
});
