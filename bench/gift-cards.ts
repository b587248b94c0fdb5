// The gift card and mixed cart bench (issue 15): an in-memory sandbox on 127.0.0.1 (port 0),
//  1. a guest pays once for a cart of every kind (a room, stay and spa payments, a treatment,
//     an activity, a gift card, a dining reservation), then the payment result is relayed to
//     /rs/checkout 20 times at once (reloads, tabs, double submits): one payment, one booking,
//     one PMS and one SPA part, every line booked once;
//  2. 20 guests with £60 carts apply the same £100 gift card at once: the sum redeemed never
//     exceeds £100 and the card's balance never goes below zero.
// Prints the figures; exits 1 on a wrong result.
//
//   npx tsx bench/gift-cards.ts
import * as v from 'valibot';
import { issuedGiftCard } from '../sandbox/gift-cards/issued-gift-card';
import { startSandbox } from '../sandbox/start-sandbox';
import { checkoutBody, pay, registerGuest, rs } from '../sandbox/testing/checkout-helpers';
import { type Visitor, createVisitor } from '../sandbox/testing/visitor';
import { CART_CATEGORIES, CartAnswerSchema } from '../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../src/schemas/checkout';
import { RedeemGiftCardAnswerSchema } from '../src/schemas/gift-redemption';

const REPLAYS = 20;
const RACERS = 20;
const CARD_MINOR = 10_000;
const TODAY = '2026-11-20';

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dbFile: ':memory:', now: TODAY });
const problems: string[] = [];

const visitor = (): Visitor => createVisitor(sandbox);
const count = (sql: string, ...args: unknown[]) =>
  (sandbox.db.prepare(sql).get(...args) as { n: number }).n;
const cartOf = async (guest: Visitor) =>
  v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());

try {
  // 1. One payment for a mixed cart, its result relayed 20 times at once.
  const guest = visitor();
  await registerGuest(guest, 'bench-mixed@innkit.test');
  for (const category of CART_CATEGORIES) {
    await guest.post('/sandbox/api/cart/sample', { category });
  }
  const cart = await cartOf(guest);
  const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', {
    Balance: cart.FolioBalance,
  });
  const fields = await pay(started.ForwardURL ?? '');
  const body = await checkoutBody(guest, fields);
  const answers = await Promise.all(
    Array.from({ length: REPLAYS }, async () =>
      v.parse(CheckoutAnswerSchema, await (await guest.post('/rs/checkout', body)).json()),
    ),
  );
  const orderKey = started.OrderKey ?? '';
  const refs = new Set(answers.map((a) => a.BookingRef));
  const payments = count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey);
  const bookings = count('SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?', orderKey);
  const parts = sandbox.repos.paymentOrders.partsOf(orderKey);
  const booking = sandbox.db
    .prepare<[string], { cart_json: string }>('SELECT cart_json FROM bookings WHERE order_key = ?')
    .get(orderKey);
  const lines = booking
    ? (JSON.parse(booking.cart_json) as { FolioItems: { FolioItemId: string }[] }).FolioItems
    : [];
  const linesBooked = new Set(lines.map((line) => line.FolioItemId)).size;
  const partsSum = parts.reduce((sum, part) => sum + part.amount_minor, 0);
  console.log(
    `gift-cards: ${REPLAYS} replays of one mixed cart's payment (${cart.FolioItems.length} lines, ` +
      `${CART_CATEGORIES.length} kinds): ${payments} payment, ${bookings} booking, ` +
      `${linesBooked}/${cart.FolioItems.length} lines booked once, parts ` +
      `${parts.map((p) => `${p.app} £${(p.amount_minor / 100).toFixed(2)}`).join(' + ')}`,
  );
  if (answers.some((a) => a.Result.value !== 'SUCCESS')) problems.push('a replay failed');
  if (refs.size !== 1) problems.push(`${refs.size} booking references`);
  if (payments !== 1) problems.push(`${payments} payments`);
  if (bookings !== 1) problems.push(`${bookings} bookings`);
  if (linesBooked !== cart.FolioItems.length || lines.length !== cart.FolioItems.length) {
    problems.push(`${lines.length} lines booked of ${cart.FolioItems.length}`);
  }
  if (parts.length !== 2 || partsSum !== Math.round(cart.FolioBalance * 100)) {
    problems.push(`payment parts ${JSON.stringify(parts)} for £${cart.FolioBalance}`);
  }

  // 2. Twenty £60 carts race for one £100 card.
  const code = issuedGiftCard(sandbox.repos, {
    balanceMinor: CARD_MINOR,
    expiresOn: '2028-11-20',
    now: Date.now(),
  });
  const racers = await Promise.all(
    Array.from({ length: RACERS }, async () => {
      const racer = visitor();
      await racer.get('/rs/system');
      await racer.post('/sandbox/api/cart/sample', { category: 'Active' });
      return racer;
    }),
  );
  const redeemed = await Promise.all(
    racers.map((racer) => rs(racer, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code: code })),
  );
  const takenMinor = redeemed.reduce((sum, a) => sum + Math.round((a.Amount ?? 0) * 100), 0);
  const won = redeemed.filter((a) => a.Result.value === 'SUCCESS').length;
  const balance = sandbox.repos.giftCards.byCode(code)?.balance_minor ?? -1;
  const held = count(
    "SELECT COALESCE(SUM(amount_minor), 0) AS n FROM gift_redemptions WHERE state = 'held'",
  );
  console.log(
    `gift-cards: ${RACERS} concurrent redemptions of one £${CARD_MINOR / 100} card against £60 carts: ` +
      `£${(takenMinor / 100).toFixed(2)} redeemed by ${won}, ${RACERS - won} told, ` +
      `balance left £${(balance / 100).toFixed(2)}`,
  );
  if (takenMinor > CARD_MINOR) problems.push(`£${takenMinor / 100} redeemed of £100`);
  if (balance < 0 || balance + takenMinor !== CARD_MINOR) problems.push(`balance ${balance}`);
  if (held !== takenMinor) problems.push(`held ${held} against redeemed ${takenMinor}`);
} finally {
  await sandbox.close();
}

if (problems.length) {
  console.error(`gift-cards bench FAILED: ${problems.join('; ')}`);
  process.exit(1);
}
