import { describe, expect, it } from 'vitest';
import { BOOKING_VAULT } from './booking-vault';
import { rateCharge } from './rate-charge';

const offers = BOOKING_VAULT.offers;
const option = (room: string, rate: string, Price: number, AverageRate: number) => ({
  PMSRoomTypeId: room,
  PMSRateTypeId: rate,
  Price,
  AverageRate,
});

describe('rateCharge', () => {
  it('charges the offer price when an offer applies', () => {
    expect(rateCharge(option('LKSUI', 'SAVE20', 400, 200), 2, offers)).toEqual({
      offer: 'twentypcoff',
      normal: 400,
      total: 320,
    });
    expect(rateCharge(option('LKDBL', 'SAVE15', 200, 100), 2, offers).total).toBe(170);
    expect(rateCharge(option('LKSUI', 'SAVE15', 200, 100), 2, offers).total).toBe(170);
    expect(rateCharge(option('LODGE', 'FOURTHFREE', 600.4, 150.1), 4, offers)).toEqual({
      offer: 'fourthfree',
      normal: 600.4,
      total: 450.3,
    });
  });
  it('charges the normal price without an offer', () => {
    expect(rateCharge(option('LKDBL', 'BB', 250.5, 125.25), 2, offers)).toEqual({
      offer: null,
      normal: 250.5,
      total: 250.5,
    });
    // 15 percent off is only for its two room codes; the fourth night free needs four nights.
    expect(rateCharge(option('LODGE', 'SAVE15', 200, 100), 2, offers).total).toBe(200);
    expect(rateCharge(option('LODGE', 'FOURTHFREE', 450, 150), 3, offers).total).toBe(450);
  });
});
