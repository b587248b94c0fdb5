import { describe, expect, it } from 'vitest';
import { laterBookingsText } from './later-bookings-text';

describe('laterBookingsText', () => {
  it('says the specification’s words for 12 January 2026', () => {
    expect(laterBookingsText('2026-01-12')).toBe(
      'Bookings after January 2026 will be available shortly.',
    );
  });

  it('follows the configured date', () => {
    expect(laterBookingsText('2027-01-12')).toBe(
      'Bookings after January 2027 will be available shortly.',
    );
    expect(laterBookingsText('2026-03-31')).toBe(
      'Bookings after March 2026 will be available shortly.',
    );
  });
});
