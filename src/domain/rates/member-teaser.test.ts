import { describe, expect, it } from 'vitest';
import { memberTeaserPrice } from './member-teaser';

const rate = (PMSRateTypeId: string, Price: number) => ({
  PMSRoomTypeId: 'LKDBL',
  PMSRateTypeId,
  Price,
  AverageRate: Price / 4,
});

describe('memberTeaserPrice', () => {
  const room = { MemberPrice: 400, Rates: [rate('BB', 520), rate('FLEX', 600)] };

  it('shows the member total to a guest who is not logged in, below the public totals', () => {
    expect(memberTeaserPrice(room, 4, false)).toBe(400);
  });
  it('shows nothing once logged in, without a member price, or when it saves nothing', () => {
    expect(memberTeaserPrice(room, 4, true)).toBe(null);
    expect(memberTeaserPrice({ Rates: room.Rates }, 4, false)).toBe(null);
    expect(memberTeaserPrice({ ...room, MemberPrice: 520 }, 4, false)).toBe(null);
    expect(memberTeaserPrice({ MemberPrice: 10, Rates: [] }, 4, false)).toBe(null);
  });
  it('compares with what the guest pays: an offer taken off the public rate', () => {
    // The fourth night free: £520 for four nights is £390 to pay, below the member's £400.
    const offer = {
      MemberPrice: 400,
      Rates: [{ ...rate('FOURTHFREE', 520), PMSRoomTypeId: 'LODGE' }],
    };
    expect(memberTeaserPrice(offer, 4, false)).toBe(null);
    expect(memberTeaserPrice(offer, 3, false)).toBe(400);
  });
});
