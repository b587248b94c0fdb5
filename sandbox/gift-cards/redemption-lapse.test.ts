import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { PaymentStatusAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { loginBody, pay, postAs, registerGuest, rs } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { issuedGiftCard } from './issued-gift-card';

// A gift card applied to a cart that is never paid lapses with the cart's session, as a held
// room, place or table does (issue 15): its amount goes back on the card.
const MINUTE = 60_000;
let now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });

let guests = 0;
/** A logged-in guest with a £60 sample line (Active) in the cart. */
async function guestWithCart(email = `lapse-${(guests += 1)}@innkit.test`): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  await registerGuest(guest, email);
  await guest.post('/sandbox/api/cart/sample', { category: 'Active' });
  return guest;
}
const card = (balanceMinor: number) =>
  issuedGiftCard(sandbox.current.repos, { balanceMinor, expiresOn: '2027-12-01', now });
const balanceOf = (code: string) => sandbox.current.repos.giftCards.byCode(code)?.balance_minor;
const stateOf = (id: string | null) =>
  sandbox.current.db
    .prepare<[number], { state: string }>('SELECT state FROM gift_redemptions WHERE id = ?')
    .get(Number(id))?.state;
const redeem = (guest: Visitor, Code: string) =>
  rs(guest, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code });
const cart = async (guest: Visitor) =>
  v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());

describe('a gift card held by a cart that is never paid', { timeout: 30_000 }, () => {
  it('lapses with the session: the balance is whole again for the next guest', async () => {
    const code = card(10_000);
    const abandoning = await guestWithCart();
    const held = await redeem(abandoning, code);
    expect(held.Amount).toBe(60);
    expect(balanceOf(code)).toBe(4_000);

    now += 20 * MINUTE; // the session's 19 minutes pass without a request
    const next = await guestWithCart();
    const applied = await redeem(next, code);
    // The whole £100 was there again: the lapsed £60 came back before this £60 was taken.
    expect(applied.Result.value).toBe('SUCCESS');
    expect(applied.Amount).toBe(60);
    expect(balanceOf(code)).toBe(4_000);
    expect(stateOf(held.RedemptionId)).toBe('released');
    expect(stateOf(applied.RedemptionId)).toBe('held');
  });

  it('is kept while the session is kept alive, as a room hold is', async () => {
    const code = card(10_000);
    const keeping = await guestWithCart();
    const held = await redeem(keeping, code);
    now += 15 * MINUTE;
    expect((await keeping.post('/rs/update-session', {})).status).toBe(200);
    now += 15 * MINUTE; // 30 minutes since it was applied, 15 since the last request
    const other = await guestWithCart();
    expect((await redeem(other, code)).Amount).toBe(40);
    expect(stateOf(held.RedemptionId)).toBe('held');
    expect(balanceOf(code)).toBe(0);
    expect((await cart(keeping)).GiftCards).toHaveLength(1);
  });

  it('is released at once when the cart is emptied', async () => {
    const code = card(10_000);
    const guest = await guestWithCart();
    const held = await redeem(guest, code);
    const [line] = (await cart(guest)).FolioItems;
    const removed = await rs(guest, ResultAnswerSchema, 'CancelSpaService', {
      SpaFolioId: line?.FolioId,
      SpaFolioItemId: line?.FolioItemId,
    });
    expect(removed.Result.value).toBe('SUCCESS');
    // No read of the cart in between: the removal itself gave the amount back.
    expect(balanceOf(code)).toBe(10_000);
    expect(stateOf(held.RedemptionId)).toBe('released');
  });

  it('voids a payment taken meanwhile: nothing is booked for less than it costs', async () => {
    const code = card(5_000);
    const email = 'lapse-paying@innkit.test';
    const payer = await guestWithCart(email); // £60, £50 of it by the card
    expect((await redeem(payer, code)).Amount).toBe(50);
    const started = await rs(payer, SetCheckoutAnswerSchema, 'SetCheckout', { Balance: 10 });
    expect(started.Result.value).toBe('SUCCESS');
    await pay(started.ForwardURL ?? '');
    now += 20 * MINUTE; // away from the page until the session lapsed
    expect((await redeem(await guestWithCart(), code)).Amount).toBe(50);
    // Back, logged in again: the taken £10 is not enough for the £60 booking, so no booking.
    const back = createVisitor(sandbox.current);
    await back.post('/rs/login', await loginBody(back, email, 'Compiler1952'));
    const status = await postAs(back, PaymentStatusAnswerSchema, '/rs/payment-status', {
      orderKey: started.OrderKey,
    });
    expect(status).toMatchObject({ State: 'VOIDED', BookingRef: null });
    expect(balanceOf(code)).toBe(0);
  });
});
