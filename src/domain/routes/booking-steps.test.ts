import { describe, expect, it } from 'vitest';
import { BOOKING_ROUTES, type BookingRouteName } from './booking-routes';
import { BOOKING_STEPS, bookingStepOf, summaryPlacement } from './booking-steps';

describe('which booking step a route is', () => {
  it('names the five steps in order', () => {
    expect(BOOKING_STEPS.map((s) => s.label)).toEqual([
      'Stay',
      'Extras',
      'Your details',
      'Payment',
      'Confirmed',
    ]);
  });

  it.each<[BookingRouteName, Record<string, string>, string | null]>([
    ['book-stay', {}, 'stay'],
    ['cart', {}, 'extras'],
    ['login-register', { redirect: 'checkout' }, 'details'],
    ['login-register', {}, null],
    ['login-register', { redirect: 'my-booking' }, null],
    ['checkout', {}, 'payment'],
    ['my-booking', { ref: 'LK1234' }, 'confirmed'],
    ['my-booking', {}, null],
    ['book', {}, null],
    ['stay-search', {}, null],
    ['profile', {}, null],
    ['not-found', {}, null],
  ])('%s %j is %s', (route, search, step) => {
    expect(bookingStepOf(route, search)).toBe(step);
  });

  it('knows no route outside the table, and every step is reached by some route', () => {
    expect(bookingStepOf(undefined)).toBe(null);
    const names = new Set<string>(BOOKING_ROUTES.map((r) => r.name));
    for (const route of ['book-stay', 'cart', 'login-register', 'checkout', 'my-booking']) {
      expect(names.has(route), route).toBe(true);
    }
  });

  it('places the running summary before payment: Book your Stay in its sidebar, details beside', () => {
    expect(summaryPlacement('stay')).toBe('screen');
    expect(summaryPlacement('details')).toBe('column');
    expect(summaryPlacement('extras')).toBe(null);
    expect(summaryPlacement('payment')).toBe(null);
    expect(summaryPlacement('confirmed')).toBe(null);
    expect(summaryPlacement(null)).toBe(null);
  });
});
