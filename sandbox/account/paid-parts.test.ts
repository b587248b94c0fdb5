import { describe, expect, it } from 'vitest';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { issuedGiftCard } from '../gift-cards/issued-gift-card';
import { checkoutBody, pay, postAs, registerGuest, rs } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { paidParts } from './paid-parts';

const line = (FolioItemId: string, Category: string, Amount: number) =>
  ({ FolioItemId, Category, Amount, FolioId: '1' }) as Parameters<typeof paidParts>[0][number];

describe('paidParts', () => {
  it('takes the gift cards off the stay first, the card paying the rest of each line', () => {
    const parts = paidParts([line('1', 'Treatments', 95), line('2', 'Hotel', 245)], {
      card: { amountMinor: 21_500, ending: '1111' },
      gifts: [{ amountMinor: 12_500, ending: 'JK23' }],
    });
    expect(parts.get('2')).toEqual([
      { By: 'card', Amount: 120, Ending: '1111' },
      { By: 'gift-card', Amount: 125, Ending: 'JK23' },
    ]);
    expect(parts.get('1')).toEqual([{ By: 'card', Amount: 95, Ending: '1111' }]);
  });

  it('says nothing of a line nothing paid for (reserved, or a card that ran out)', () => {
    const parts = paidParts([line('1', 'Hotel', 245), line('2', 'Dining', 0)], {
      card: { amountMinor: 20_000, ending: '1111' },
      gifts: [],
    });
    expect(parts.get('1')).toEqual([{ By: 'card', Amount: 200, Ending: '1111' }]);
    expect(parts.get('2')).toEqual([]);
    expect(paidParts([line('1', 'Hotel', 245)], { card: null, gifts: [] }).get('1')).toEqual([]);
  });
});

const now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });

describe('/rs/get-my-bookings: how each booked item was paid', { timeout: 30_000 }, () => {
  it('gives each line its card and gift-card parts, adding up to its total', async () => {
    const guest = createVisitor(sandbox.current);
    await registerGuest(guest, 'paid-parts@innkit.test');
    for (const category of ['Hotel', 'Treatments'])
      await guest.post('/sandbox/api/cart/sample', { category }); // £245 + £95
    const code = issuedGiftCard(sandbox.current.repos, {
      balanceMinor: 12_500,
      expiresOn: '2027-12-01',
      now,
    });
    const applied = await rs(guest, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code: code });
    expect(applied.Amount).toBe(125);
    const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', { Balance: 215 });
    const fields = await pay(started.ForwardURL ?? '');
    const done = await postAs(guest, CheckoutAnswerSchema, '/rs/checkout', {
      ...(await checkoutBody(guest, fields)),
    });
    expect(done.Result.value).toBe('SUCCESS');

    const bookings = await postAs(guest, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    const [room] = Object.values(bookings.Stays).flatMap((stay) => stay.rooms);
    expect(room).toMatchObject({ TotalStayRateIncl: 245, BalanceDue: 0 });
    expect(room?.Paid).toEqual([
      { By: 'card', Amount: 120, Ending: '1111' },
      { By: 'gift-card', Amount: 125, Ending: code.slice(-4) },
    ]);
    expect(room?.Picture).toEqual({
      url: '/demo-assets/rooms/LKDBL/bedroom-960.svg',
      alt: 'The bedroom of the Lakeside Double, with its bed made up',
    });
    const [treatment] = bookings.Treatments;
    expect(treatment?.Paid).toEqual([{ By: 'card', Amount: 95, Ending: '1111' }]);
  });
});
