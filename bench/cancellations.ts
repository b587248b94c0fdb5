// The self-cancel bench (issue 32 §6): an in-memory sandbox on 127.0.0.1 (port 0), then
//  1. a guest pays for a room and sends 50 concurrent CancelBookedItem for the whole booking
//     (double clicks, tabs): one refund, and the room type free that night back by one;
//  2. the cancel and the payment result are replayed (20 cancels, 20 relays of the result to
//     /rs/checkout): no second refund, no second charge;
//  3. 20 concurrent clients, each a logged-in guest with bookings of their own, cancel them one
//     after another: the p50 and p95 of CancelBookedItem, against a 50 ms p95 budget.
// Prints the figures; exits 1 on a wrong count, or when p95 is over FAIL_FACTOR times the
// budget (so a loaded machine does not flake while a real regression still fails).
//
//   npx tsx bench/cancellations.ts
import * as v from 'valibot';
import { addDays, londonDate } from '../src/domain/calendar/calendar-day';
import { bookStayFor } from '../sandbox/dining/booked-stay-fixture';
import { startSandbox } from '../sandbox/start-sandbox';
import {
  bookPmsBody,
  checkoutBody,
  getRatesBody,
  pay,
  registerGuest,
  rs,
  sessionFieldsOf,
} from '../sandbox/testing/checkout-helpers';
import { loadClient, underLoad } from './load-client';
import { type Visitor, createVisitor } from '../sandbox/testing/visitor';
import { CancellationAnswerSchema } from '../src/schemas/cancellation';
import { CartAnswerSchema } from '../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../src/schemas/checkout';
import { GetRatesAnswerSchema } from '../src/schemas/rates';

const CONCURRENT = 50;
const REPLAYS = 20;
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const PER_CLIENT = 10;
const BUDGET_MS = 50;
const FAIL_FACTOR = 4;
const ROOM = 'LKDBL';

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dbFile: ':memory:' });
const problems: string[] = [];
const today = londonDate(new Date());
const stay = { ArrivalDate: addDays(today, 30), DepartureDate: addDays(today, 32) };

const visitor = (): Visitor => createVisitor(sandbox);
const count = (sql: string, ...args: unknown[]) =>
  (sandbox.db.prepare(sql).get(...args) as { n: number }).n;

async function roomsFree(guest: Visitor): Promise<number> {
  const body = await getRatesBody(guest, { ...stay, Adults: 2 });
  const answer = v.parse(
    GetRatesAnswerSchema,
    await (await guest.post('/rs/get-rates', body)).json(),
  );
  const rates = answer.RoomTypes.find((t) => t.PMSRoomTypeId === ROOM)?.Rates ?? [];
  return rates.find((r) => r.PMSRateTypeId === 'BB')?.NumRoomsAvail ?? -1;
}

async function cancel(guest: Visitor, BookingRef: string, FolioItemId: string | null) {
  return rs(guest, CancellationAnswerSchema, 'CancelBookedItem', {
    ...(await sessionFieldsOf(guest)),
    BookingRef,
    FolioItemId,
  });
}

try {
  // 1. One paid room, 50 cancels of its booking at once.
  const guest = visitor();
  await registerGuest(guest, 'bench-cancel@innkit.test');
  const free0 = await roomsFree(guest);
  await guest.post(
    '/rs/book-pms',
    await bookPmsBody(guest, { PMSRoomType: ROOM, PMSRateType: 'BB', ...stay, Adults: 2 }),
  );
  const cart = v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());
  const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', {
    Balance: cart.FolioBalance,
  });
  const fields = await pay(started.ForwardURL ?? '');
  const result = await checkoutBody(guest, fields);
  const paid = v.parse(
    CheckoutAnswerSchema,
    await (await guest.post('/rs/checkout', result)).json(),
  );
  const orderKey = started.OrderKey ?? '';
  const ref = paid.BookingRef ?? '';
  const booked = await roomsFree(guest);
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => cancel(guest, ref, null)),
  );
  const refunds = () => count('SELECT COUNT(*) AS n FROM refunds WHERE order_key = ?', orderKey);
  const afterCancel = await roomsFree(guest);
  const refundsAfter = refunds();
  console.log(
    `cancellations: ${CONCURRENT} concurrent cancels of one booking (£${cart.FolioBalance.toFixed(2)}): ` +
      `${refundsAfter} refund(s); ${ROOM} free that night ${free0} before booking, ${booked} booked, ` +
      `${afterCancel} after cancel (back by ${afterCancel - booked})`,
  );
  if (answers.some((a) => a.Result.value !== 'SUCCESS')) problems.push('a cancel failed');
  if (refundsAfter !== 1) problems.push(`${refundsAfter} refunds`);
  if (afterCancel - booked !== 1) problems.push(`rooms back by ${afterCancel - booked}`);

  // 2. Replays: the cancel again, and the payment result relayed again.
  const paymentsBefore = count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey);
  await Promise.all([
    ...Array.from({ length: REPLAYS }, () => cancel(guest, ref, null)),
    ...Array.from({ length: REPLAYS }, () => guest.post('/rs/checkout', result)),
  ]);
  const doubleRefunds = refunds() - 1;
  const doubleCharges =
    count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey) - paymentsBefore;
  console.log(
    `cancellations: ${REPLAYS} replayed cancels and ${REPLAYS} replayed payment results: ` +
      `${doubleRefunds} double refunds, ${doubleCharges} double charges`,
  );
  if (doubleRefunds !== 0) problems.push(`${doubleRefunds} double refunds`);
  if (doubleCharges !== 0) problems.push(`${doubleCharges} double charges`);

  // 3. The cancel call's latency under 20 clients, each cancelling bookings of their own.
  // Registered one after another: the sandbox throttles a burst of sign-ups from one address.
  const clients: { client: Visitor; refs: string[]; session: object }[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const client = visitor();
    const email = `bench-cancel-${c}@innkit.test`;
    await registerGuest(client, email);
    const customer = sandbox.repos.customers.findByEmail(email)!;
    const refs = Array.from({ length: PER_CLIENT }, (_, i) =>
      bookStayFor(sandbox.repos, customer.id, addDays(today, 20 + i), 2, Date.now()),
    );
    clients.push({ client, refs, session: await sessionFieldsOf(client) });
  }
  // Each client's requests go over keep-alive sockets with node:http (bench/load-client.ts), so
  // that the clients, on the sandbox's own thread, add little to what is measured.
  const loaders = await Promise.all(
    clients.map(({ client }) => loadClient(sandbox.url, 2, client.jar)),
  );
  // Every booking with its owner's client: each of the 20 concurrent askers takes the next.
  const queue = clients.flatMap(({ refs, session }, c) =>
    refs.map((BookingRef) => ({ BookingRef, session, loader: loaders[c]! })),
  );
  // The first calls warm the code up (as bench/bookings.ts does): one booking per client.
  for (let c = 0; c < clients.length; c++) {
    const { BookingRef, session, loader } = queue.shift()!;
    await loader.post('/rs/request', {
      method: 'CancelBookedItem',
      data: { ...session, BookingRef, FolioItemId: null },
    });
  }
  const { latencies, wall, pct } = await underLoad(CLIENTS, PER_CLIENT - 1, async () => {
    const { BookingRef, session, loader } = queue.shift()!;
    const { took, text } = await loader.post('/rs/request', {
      method: 'CancelBookedItem',
      data: { ...session, BookingRef, FolioItemId: null },
    });
    const answer = v.parse(CancellationAnswerSchema, JSON.parse(text));
    if (answer.Result.value !== 'SUCCESS') problems.push(`cancel ${BookingRef} failed`);
    return took;
  });
  for (const loader of loaders) loader.close();
  const p95 = pct(0.95);
  console.log(
    `cancellations: ${latencies.length} CancelBookedItem calls from ${CLIENTS} concurrent clients in ` +
      `${wall.toFixed(0)} ms: p50 ${pct(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(budget p95 ${BUDGET_MS} ms${p95 > BUDGET_MS ? ', OVER' : ''})`,
  );
  if (p95 > BUDGET_MS * FAIL_FACTOR) {
    problems.push(
      `cancel p95 ${p95.toFixed(1)} ms is over ${FAIL_FACTOR}× the ${BUDGET_MS} ms budget`,
    );
  }
} catch (error) {
  problems.push(String(error));
} finally {
  await sandbox.close();
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exit(problems.length ? 1 : 0);
