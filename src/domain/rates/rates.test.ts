import { describe, expect, it } from 'vitest';
import { BOOKING_VAULT } from './booking-vault';
import { computedOffer } from './computed-offer';
import { groupRates } from './group-rates';
import { locationRates } from './location-rates';
import { offerPrice } from './offer-price';

const vault = {
  fourthNightFree: ['R4'],
  fifteenPercentOff: ['R15'],
  fifteenPercentRoomCodes: ['ROOM_A', 'ROOM_B'],
  twentyPercentOff: ['R20', 'R4'],
};
const rate = (PMSRoomTypeId: string, PMSRateTypeId: string, Price = 400, AverageRate = 100) => ({
  PMSRoomTypeId,
  PMSRateTypeId,
  Price,
  AverageRate,
});

describe('computedOffer', () => {
  it('gives the fourth night free from four nights, by rate id', () => {
    expect(computedOffer(rate('ROOM_C', 'R4'), 4, vault)).toBe('fourthfree');
    // Under four nights the same rate falls through to its other list.
    expect(computedOffer(rate('ROOM_C', 'R4'), 3, vault)).toBe('twentypcoff');
  });

  it('gives 15 percent off only for the two room codes', () => {
    expect(computedOffer(rate('ROOM_A', 'R15'), 1, vault)).toBe('fifteenpcoff');
    expect(computedOffer(rate('ROOM_B', 'R15'), 1, vault)).toBe('fifteenpcoff');
    expect(computedOffer(rate('ROOM_C', 'R15'), 1, vault)).toBe(null);
  });

  it('gives 20 percent off by rate id, and nothing for other rates', () => {
    expect(computedOffer(rate('ROOM_C', 'R20'), 1, vault)).toBe('twentypcoff');
    expect(computedOffer(rate('ROOM_A', 'BAR'), 5, vault)).toBe(null);
  });

  it('reads the default vault lists', () => {
    const { offers } = BOOKING_VAULT;
    expect(
      computedOffer(
        rate(offers.fifteenPercentRoomCodes[0]!, offers.fifteenPercentOff[0]!),
        2,
        offers,
      ),
    ).toBe('fifteenpcoff');
  });
});

describe('offerPrice', () => {
  it('takes one average night off per four nights', () => {
    expect(offerPrice({ Price: 400, AverageRate: 100 }, 4, 'fourthfree')).toBe(300);
    expect(offerPrice({ Price: 730, AverageRate: 91.25 }, 8, 'fourthfree')).toBe(547.5);
    expect(offerPrice({ Price: 500, AverageRate: 100 }, 5, 'fourthfree')).toBe(400);
  });

  it('takes 15 or 20 percent off, to the penny', () => {
    expect(offerPrice({ Price: 245, AverageRate: 245 }, 1, 'fifteenpcoff')).toBe(208.25);
    expect(offerPrice({ Price: 199.99, AverageRate: 199.99 }, 1, 'twentypcoff')).toBe(159.99);
  });
});

describe('groupRates', () => {
  it('groups by room type in first-seen order, rates cheapest first', () => {
    const groups = groupRates([
      rate('B', 'x', 300),
      rate('A', 'y', 250),
      rate('B', 'z', 200),
      rate('B', 'w', 300),
    ]);
    expect(
      groups.map((g) => [g.roomTypeId, g.fromPrice, g.rates.map((r) => r.PMSRateTypeId)]),
    ).toEqual([
      ['B', 200, ['z', 'x', 'w']],
      ['A', 250, ['y']],
    ]);
    expect(groupRates([])).toEqual([]);
  });
});

describe('locationRates', () => {
  const options = [rate('A', 'BBBR'), rate('A', 'BAR'), rate('B', 'BBIS'), rate('B', 'RO')];
  it('offers only BBBR and BBIS at the inn, and every other rate elsewhere', () => {
    const codes = BOOKING_VAULT.innRateCodes;
    expect(locationRates(options, 'inn', codes).map((o) => o.PMSRateTypeId)).toEqual([
      'BBBR',
      'BBIS',
    ]);
    expect(locationRates(options, 'lake', codes).map((o) => o.PMSRateTypeId)).toEqual([
      'BAR',
      'RO',
    ]);
    expect(locationRates(options, undefined, codes)).toHaveLength(2);
  });
});
