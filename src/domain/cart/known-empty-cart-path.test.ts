import { describe, expect, it } from 'vitest';
import { knownEmptyCartPath } from './known-empty-cart-path';

describe('knownEmptyCartPath', () => {
  it('sends a guest without a session from the cart on to book a stay', () => {
    expect(knownEmptyCartPath('cart', false, null)).toBe('/stay');
  });

  it('keeps the last searched dates, as an empty cart does', () => {
    expect(knownEmptyCartPath('cart', false, '2027-03-01_2027-03-04')).toBe('/stay/2027-03-01/3');
    expect(knownEmptyCartPath('cart', false, '2027-03-01')).toBe('/stay/2027-03-01');
  });

  it('leaves a guest with a session to load their cart', () => {
    expect(knownEmptyCartPath('cart', true, '2027-03-01_2027-03-04')).toBeNull();
  });

  it('leaves every other screen alone', () => {
    expect(knownEmptyCartPath('book-stay', false, null)).toBeNull();
    expect(knownEmptyCartPath('login-register', false, null)).toBeNull();
    expect(knownEmptyCartPath(undefined, false, null)).toBeNull();
  });
});
