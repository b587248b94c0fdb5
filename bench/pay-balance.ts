// The Pay balance bench (issue 32 §2): an in-memory sandbox on 127.0.0.1 (port 0), then for
// each of 10 guests with a deposit booking (the first night paid, the rest due):
//  1. the balance card page is paid once and its result sent by PayBalance 50 times at once
//     and 20 times more after (double clicks, two tabs, replays): charges per order;
//  2. the charge is compared with the balance My Bookings showed (amount parity).
// Prints double charges (0) and parity mismatches (0); exits 1 on either.
//
//   npx tsx bench/pay-balance.ts
import { addDays, londonDate } from '../src/domain/calendar/calendar-day';
import { bookDepositStayFor } from '../sandbox/balance/deposit-booking-fixture';
import { startSandbox } from '../sandbox/start-sandbox';
import { pay, registerGuest, rs, sessionFieldsOf } from '../sandbox/testing/checkout-helpers';
import { type Visitor, createVisitor } from '../sandbox/testing/visitor';
import { BalanceAnswerSchema } from '../src/schemas/balance';
import { MyBookingsAnswerSchema } from '../src/schemas/my-bookings';
import * as v from 'valibot';

const GUESTS = 10;
const CONCURRENT = 50;
const REPLAYS = 20;

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dbFile: ':memory:' });
const today = londonDate(new Date());

const visitor = (): Visitor => createVisitor(sandbox);
const count = (sql: string, ...args: unknown[]) =>
  (sandbox.db.prepare(sql).get(...args) as { n: number }).n;

let doubleCharges = 0;
let parityChecks = 0;
let parityMismatches = 0;
let results = 0;
for (let i = 0; i < GUESTS; i += 1) {
  const guest = visitor();
  const email = `bench-balance-${i}@innkit.test`;
  await registerGuest(guest, email);
  const customer = sandbox.repos.customers.findByEmail(email)!;
  const stay = { arrival: addDays(today, 40 + i), nights: 2, due: addDays(today, 26 + i) };
  const ref = bookDepositStayFor(sandbox.repos, customer.id, stay, Date.now());
  const bookings = v.parse(
    MyBookingsAnswerSchema,
    await (await guest.post('/rs/get-my-bookings', {})).json(),
  );
  const shown = bookings.Balances?.find((b) => b.BookingRef === ref)?.Amount ?? -1;
  const fields = await sessionFieldsOf(guest);
  const started = await rs(guest, BalanceAnswerSchema, 'StartBalancePayment', {
    ...fields,
    BookingRef: ref,
    Balance: shown,
  });
  const page = await pay(started.ForwardURL ?? '');
  const send = () =>
    rs(guest, BalanceAnswerSchema, 'PayBalance', {
      ...fields,
      BookingRef: ref,
      status: 'success',
      ...page,
    });
  await Promise.all(Array.from({ length: CONCURRENT }, send));
  for (let r = 0; r < REPLAYS; r += 1) await send();
  results += CONCURRENT + REPLAYS;
  const charges = count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', started.OrderKey);
  doubleCharges += Math.max(0, charges - 1);
  const charged = count(
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments WHERE order_key = ?',
    started.OrderKey,
  );
  parityChecks += 2;
  if (charged !== Math.round(shown * 100)) parityMismatches += 1;
  if (page.paymentAmount !== String(Math.round(shown * 100))) parityMismatches += 1;
}
await sandbox.close();

console.log(
  `Pay balance: ${GUESTS} balances, ${results} results sent (${CONCURRENT} at once + ${REPLAYS} replays each)`,
);
console.log(`double charges under replay: ${doubleCharges} (0)`);
console.log(
  `amount parity (shown = card page = charged): ${parityChecks} checks, ${parityMismatches} mismatches (0)`,
);
if (doubleCharges || parityMismatches) process.exit(1);
