import { describe, expect, it } from 'vitest';
import { maskedGiftCode, normaliseGiftCode } from './gift-code';
import { balanceAfterCards, giftCardUsable, recheckedCards, redemptionAmount } from './redemption';

describe('a typed gift card code', () => {
  it('is read in any case, with or without spaces and dashes', () => {
    expect(normaliseGiftCode('abcd-efgh-jk23')).toBe('ABCD-EFGH-JK23');
    expect(normaliseGiftCode(' abcd efgh jk23 ')).toBe('ABCD-EFGH-JK23');
    expect(normaliseGiftCode('ABCDEFGHJK23')).toBe('ABCD-EFGH-JK23');
  });

  it('that cannot be a code is refused before any look-up', () => {
    for (const typed of ['', 'ABCD-EFGH', 'ABCD-EFGH-JK230', 'ABCD-EFGH-JK1O', "x' OR 1=1"]) {
      expect(normaliseGiftCode(typed)).toBeNull();
    }
  });

  it('shows only its last group once applied', () => {
    expect(maskedGiftCode('ABCD-EFGH-JK23')).toBe('····JK23');
  });
});

describe('what a gift card pays', () => {
  it('is what is due, up to its balance', () => {
    expect(redemptionAmount(10_000, 6_000)).toBe(6_000);
    expect(redemptionAmount(4_000, 6_000)).toBe(4_000);
    expect(redemptionAmount(6_000, 6_000)).toBe(6_000);
  });

  it('is nothing when the card is spent or nothing is due', () => {
    expect(redemptionAmount(0, 6_000)).toBe(0);
    expect(redemptionAmount(10_000, 0)).toBe(0);
    expect(redemptionAmount(10_000, -500)).toBe(0);
  });

  it('never takes a £100 card below zero against five £60 carts', () => {
    let balance = 10_000;
    const taken = [6_000, 6_000, 6_000, 6_000, 6_000].map((due) => {
      const amount = redemptionAmount(balance, due);
      balance -= amount;
      return amount;
    });
    expect(taken).toEqual([6_000, 4_000, 0, 0, 0]);
    expect(balance).toBe(0);
  });
});

describe('the balance left to pay', () => {
  it('is the total less what the cards pay', () => {
    expect(balanceAfterCards(24_500, [6_000])).toBe(18_500);
    expect(balanceAfterCards(24_500, [6_000, 4_000])).toBe(14_500);
    expect(balanceAfterCards(24_500, [])).toBe(24_500);
  });

  it('is 0.00 when the cards cover everything, never below', () => {
    expect(balanceAfterCards(6_000, [6_000])).toBe(0);
    expect(balanceAfterCards(5_000, [6_000])).toBe(0);
  });
});

describe('a cart re-checked after redemption', () => {
  const cards = [
    { id: 1, amountMinor: 5_000 },
    { id: 2, amountMinor: 3_000 },
  ];

  it('changes nothing while the cart still comes to what the cards pay, or more', () => {
    expect(recheckedCards(cards, 8_000).map((c) => c.giveBackMinor)).toEqual([0, 0]);
    expect(recheckedCards(cards, 20_000).map((c) => c.keepMinor)).toEqual([5_000, 3_000]);
  });

  it('gives back from the newest card first when the cart shrinks', () => {
    expect(recheckedCards(cards, 6_000)).toEqual([
      { id: 1, keepMinor: 5_000, giveBackMinor: 0 },
      { id: 2, keepMinor: 1_000, giveBackMinor: 2_000 },
    ]);
    expect(recheckedCards(cards, 4_000)).toEqual([
      { id: 1, keepMinor: 4_000, giveBackMinor: 1_000 },
      { id: 2, keepMinor: 0, giveBackMinor: 3_000 },
    ]);
  });

  it('gives everything back when the cart is emptied', () => {
    expect(recheckedCards(cards, 0).map((c) => c.giveBackMinor)).toEqual([5_000, 3_000]);
  });
});

describe('a card on a given day', () => {
  it('can be used up to and including its last day', () => {
    expect(giftCardUsable('2027-12-01', '2027-11-30')).toBe(true);
    expect(giftCardUsable('2027-12-01', '2027-12-01')).toBe(true);
    expect(giftCardUsable('2027-12-01', '2027-12-02')).toBe(false);
  });
});
