import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS } from '../routes/booking-steps';
import { summaryForward } from './summary-forward';

describe('summaryForward', () => {
  it('goes from Book your Stay to the cart, in words that say so', () => {
    expect(summaryForward('stay')).toEqual({ label: 'Continue to cart', path: '/cart' });
  });

  it('offers no way on where the screen’s own form is it, nor past the booking', () => {
    const others = BOOKING_STEPS.map((step) => step.id).filter((id) => id !== 'stay');
    for (const step of others) expect(summaryForward(step), step).toBe(null);
    expect(summaryForward(null)).toBe(null);
  });
});
