import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { ResultAnswerSchema } from '../../src/schemas/result';
import {
  checkoutBody,
  pay,
  postAs,
  registerGuest,
  reserveBody,
  rs,
} from '../testing/checkout-helpers';
import { issuedGiftCard } from './issued-gift-card';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import {
  GIFT_CARD_APPLIED,
  GIFT_CARD_SPENT,
  NOT_A_GIFT_CARD,
  TOO_MANY_CODES,
  giftCardExpiredText,
} from './redeem-methods';

const now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });

let guests = 0;
/** A guest (logged in unless told) with sample lines (Active: £60 each) in the cart. */
async function guestWithCart(lines: readonly string[] = ['Active'], logIn = true) {
  const guest = createVisitor(sandbox.current);
  if (logIn) await registerGuest(guest, `redeemer-${(guests += 1)}@innkit.test`);
  else await guest.get('/rs/system');
  for (const category of lines) await guest.post('/sandbox/api/cart/sample', { category });
  return guest;
}
const card = (balanceMinor: number, expiresOn = '2027-12-01') =>
  issuedGiftCard(sandbox.current.repos, { balanceMinor, expiresOn, now });
const balanceOf = (code: string) => sandbox.current.repos.giftCards.byCode(code)?.balance_minor;
const cart = async (guest: Visitor) =>
  v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());
const redeem = (guest: Visitor, Code: string) =>
  rs(guest, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code });

describe('RedeemGiftCard', { timeout: 30_000 }, () => {
  it('applies what is due, up to the balance, and the card page asks only for the rest', async () => {
    const guest = await guestWithCart(['Active', 'Treatments']); // £60 + £95
    const code = card(10_000);
    const applied = await redeem(guest, code.toLowerCase().replaceAll('-', ' '));
    expect(applied.Result.value).toBe('SUCCESS');
    expect(applied.Amount).toBe(100);
    expect(balanceOf(code)).toBe(0);
    const after = await cart(guest);
    expect(after.FolioBalance).toBe(55);
    expect(after.GiftCards).toEqual([
      { RedemptionId: applied.RedemptionId, Code: `····${code.slice(-4)}`, Amount: 100 },
    ]);
    const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', { Balance: 55 });
    expect(started.Result.value).toBe('SUCCESS');
    const fields = await pay(started.ForwardURL ?? '');
    expect(fields.paymentAmount).toBe('5500');
    const done = await postAs(guest, CheckoutAnswerSchema, '/rs/checkout', {
      ...(await checkoutBody(guest, fields)),
    });
    expect(done.Result.value).toBe('SUCCESS');
    expect(balanceOf(code)).toBe(0);
    const spent = sandbox.current.db
      .prepare('SELECT state, amount_minor FROM gift_redemptions WHERE id = ?')
      .get(Number(applied.RedemptionId));
    expect(spent).toEqual({ state: 'spent', amount_minor: 10_000 });
  });

  it('completes a booking it covers in full with /rs/reserve, and the card keeps the rest', async () => {
    const guest = await guestWithCart(['Active']);
    const code = card(10_000);
    expect((await redeem(guest, code)).Amount).toBe(60);
    expect((await cart(guest)).FolioBalance).toBe(0);
    expect(balanceOf(code)).toBe(4_000);
    const done = await postAs(guest, CheckoutAnswerSchema, '/rs/reserve', await reserveBody(guest));
    expect(done.Result.value).toBe('SUCCESS');
    expect((await cart(guest)).GiftCards).toEqual([]);
    expect(balanceOf(code)).toBe(4_000);
  });

  it('says an expired card expired, and takes nothing', async () => {
    const guest = await guestWithCart();
    const code = card(10_000, '2025-11-30');
    const answer = await redeem(guest, code);
    expect(answer.Result).toMatchObject({
      value: 'FAIL',
      Text: giftCardExpiredText('2025-11-30'),
    });
    expect(balanceOf(code)).toBe(10_000);
    expect((await cart(guest)).FolioBalance).toBe(60);
  });

  it('says a spent card has no balance left', async () => {
    const guest = await guestWithCart();
    const answer = await redeem(guest, card(0));
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: GIFT_CARD_SPENT });
    expect((await cart(guest)).GiftCards).toEqual([]);
  });

  it('answers every wrong code alike, however close, and throttles the guessing', async () => {
    const guest = await guestWithCart();
    const code = card(10_000);
    const near = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const texts = [];
    for (const typed of [near, 'ZZZZ-ZZZZ-ZZZZ', 'not a code', '2222-2222-2222', near]) {
      texts.push((await redeem(guest, typed)).Result.Text);
    }
    expect(new Set(texts)).toEqual(new Set([NOT_A_GIFT_CARD]));
    // Five misses: even the right code is refused for a while, and nothing is taken.
    expect((await redeem(guest, code)).Result.Text).toBe(TOO_MANY_CODES);
    expect(balanceOf(code)).toBe(10_000);
  });

  it('is applied once per cart, and removing it puts its amount back on the card', async () => {
    const guest = await guestWithCart();
    const code = card(10_000);
    const applied = await redeem(guest, code);
    expect((await redeem(guest, code)).Result.Text).toBe(GIFT_CARD_APPLIED);
    const removed = await rs(guest, ResultAnswerSchema, 'RemoveGiftCard', {
      RedemptionId: applied.RedemptionId,
    });
    expect(removed.Result.value).toBe('SUCCESS');
    expect(balanceOf(code)).toBe(10_000);
    expect(await cart(guest)).toMatchObject({ FolioBalance: 60, GiftCards: [] });
    // A second removal (another tab) changes nothing.
    await rs(guest, ResultAnswerSchema, 'RemoveGiftCard', { RedemptionId: applied.RedemptionId });
    expect(balanceOf(code)).toBe(10_000);
  });

  it('re-checks a cart that shrinks after redemption: the excess goes back on the card', async () => {
    const guest = await guestWithCart(['Active', 'Treatments']); // £155
    const code = card(20_000);
    expect((await redeem(guest, code)).Amount).toBe(155);
    const treatment = (await cart(guest)).FolioItems.find((i) => i.Category === 'Treatments')!;
    await rs(guest, ResultAnswerSchema, 'CancelSpaService', {
      SpaFolioId: treatment.FolioId,
      SpaFolioItemId: treatment.FolioItemId,
    });
    const after = await cart(guest);
    expect(after.FolioBalance).toBe(0);
    expect(after.GiftCards[0]?.Amount).toBe(60);
    expect(balanceOf(code)).toBe(14_000);
  });

  it('closes a card page opened before the card was applied', async () => {
    const guest = await guestWithCart();
    const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', { Balance: 60 });
    await redeem(guest, card(2_000));
    const page = await fetch(started.ForwardURL ?? '');
    expect(page.status).toBe(410);
  });

  it('lets two guests racing for one £100 card take £100 between them, never more', async () => {
    const code = card(10_000);
    const racers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => guestWithCart(['Active'], false)),
    );
    const answers = await Promise.all(racers.map((guest) => redeem(guest, code)));
    const taken = answers.reduce((sum, a) => sum + (a.Amount ?? 0), 0);
    expect(taken).toBe(100);
    expect(answers.filter((a) => a.Result.value === 'SUCCESS')).toHaveLength(2);
    expect(answers.filter((a) => a.Result.Text === GIFT_CARD_SPENT)).toHaveLength(4);
    expect(balanceOf(code)).toBe(0);
  });
});
