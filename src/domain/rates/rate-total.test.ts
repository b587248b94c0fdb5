import { describe, expect, it } from 'vitest';
import { OFFER_NAMES } from './offer-names';
import { rateTotal } from './rate-total';

const rate = (room: string, type: string, Price: number, AverageRate: number) => ({
  PMSRoomTypeId: room,
  PMSRateTypeId: type,
  Price,
  AverageRate,
});

describe('rateTotal', () => {
  it('charges the offer and shares its total over the nights, to the penny', () => {
    expect(rateTotal(rate('LODGE', 'FOURTHFREE', 600.4, 150.1), 4)).toEqual({
      offer: 'fourthfree',
      normal: 600.4,
      total: 450.3,
      perNight: 112.58,
      normalPerNight: 150.1,
    });
    const twenty = rateTotal(rate('LKSUI', 'SAVE20', 400, 200), 3);
    expect(twenty.total).toBe(320);
    expect(twenty.perNight).toBe(106.67);
  });

  it('is the normal price and the average rate without an offer', () => {
    expect(rateTotal(rate('LKDBL', 'BB', 250.5, 125.25), 2)).toEqual({
      offer: null,
      normal: 250.5,
      total: 250.5,
      perNight: 125.25,
      normalPerNight: 125.25,
    });
  });

  it('names every offer', () => {
    expect(OFFER_NAMES).toEqual({
      fourthfree: 'Fourth night free',
      fifteenpcoff: '15% off',
      twentypcoff: '20% off',
    });
  });
});
