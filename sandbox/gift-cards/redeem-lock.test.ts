import { describe, expect, it } from 'vitest';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { registerGuest, rs } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { issuedGiftCard } from './issued-gift-card';
import { NOT_A_GIFT_CARD, TOO_MANY_CODES } from './redeem-methods';

// Issue 34 (informational): five wrong codes no longer lock the genuine one out for a quarter
// of an hour. The lock steps up from the latest miss: a minute, then two, four … up to 15.
let clock = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => clock });
const seconds = (n: number) => (clock += n * 1000);

async function guestWithCard() {
  const guest = createVisitor(sandbox.current);
  await registerGuest(guest, `lock-${clock}@innkit.test`);
  await guest.post('/sandbox/api/cart/sample', { category: 'Active' });
  const code = issuedGiftCard(sandbox.current.repos, {
    balanceMinor: 10_000,
    expiresOn: '2027-12-01',
    now: clock,
  });
  const redeem = async (typed: string) =>
    (await rs(guest, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code: typed })).Result;
  return { code, redeem };
}

describe('the gift card code lock', { timeout: 30_000 }, () => {
  it('lets the owner in a minute after five misses, not a quarter of an hour', async () => {
    const { code, redeem } = await guestWithCard();
    for (let miss = 0; miss < 5; miss += 1) {
      expect((await redeem('ZZZZ-ZZZZ-ZZZZ')).Text).toBe(NOT_A_GIFT_CARD);
    }
    expect((await redeem(code)).Text).toBe(TOO_MANY_CODES);
    seconds(59);
    expect((await redeem(code)).Text).toBe(TOO_MANY_CODES);
    seconds(2);
    expect((await redeem(code)).value).toBe('SUCCESS');
  });

  it('doubles the wait with each further miss, up to 15 minutes', async () => {
    const { code, redeem } = await guestWithCard();
    for (let miss = 0; miss < 5; miss += 1) await redeem('ZZZZ-ZZZZ-ZZZZ');
    // Each further miss, once its wait is over, doubles the next wait: 1, 2, 4, 8, 15, 15 min.
    for (const waitMinutes of [1, 2, 4, 8, 15, 15]) {
      seconds(waitMinutes * 60 - 1);
      expect((await redeem(code)).Text, `${waitMinutes} min`).toBe(TOO_MANY_CODES);
      seconds(2);
      expect((await redeem('ZZZZ-ZZZZ-ZZZZ')).Text).toBe(NOT_A_GIFT_CARD);
    }
  });
});
