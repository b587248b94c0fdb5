// The amend bench (issue 32 §4, §6): an in-memory sandbox on 127.0.0.1 (port 0), then
//  1. N guests (default 20), each with a booked room of their own, ask at once to move it to
//     the same nights, on which one room is left; the one whose change holds the room pays on
//     the hosted card page and confirms: rooms sold twice (0), guests left holding nothing (0);
//  2. 20 concurrent clients, each a logged-in guest with bookings of their own, change them
//     one after another (a night shorter, made at once): the p50 and p95 of AmendBookedItem,
//     against a 100 ms p95 budget.
// Prints the figures; exits 1 on a wrong count, or when p95 is over FAIL_FACTOR times the
// budget (so a loaded machine does not flake while a real regression still fails).
//
//   npx tsx bench/amend.ts
import * as v from 'valibot';
import { bookRoomFor } from '../sandbox/amend/booked-room-fixture';
import { startSandbox } from '../sandbox/start-sandbox';
import { pay, registerGuest, rs, sessionFieldsOf } from '../sandbox/testing/checkout-helpers';
import { nightsSoldTwice } from '../sandbox/testing/stay-audit';
import { type Visitor, createVisitor } from '../sandbox/testing/visitor';
import { addDays, londonDate } from '../src/domain/calendar/calendar-day';
import { AmendmentAnswerSchema } from '../src/schemas/amendment';
import { loadClient, underLoad } from './load-client';

const RACERS = Number(process.env.RACERS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const PER_CLIENT = 10;
// A change re-prices the stay as get-rates would (every plan of the venue), so it costs more
// than a cancel: twice the cancel bench's budget.
const BUDGET_MS = 100;
const FAIL_FACTOR = 4;
const ROOM = { venue: 'lake' as const, roomType: 'LKDBL', rateType: 'BB' };

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dbFile: ':memory:' });
const { repos } = sandbox;
const problems: string[] = [];
const today = londonDate(new Date());
const target = { arrival: addDays(today, 40), departure: addDays(today, 43) };

const visitor = (): Visitor => createVisitor(sandbox);

/** A room of the type booked for a customer, two nights from the first free day from `offset`. */
function roomFrom(customerId: number, offset: number) {
  for (let day = offset; day < offset + 60; day++) {
    const arrival = addDays(today, day);
    if (arrival >= target.arrival && arrival < target.departure) continue;
    const stay = { ...ROOM, arrival, departure: addDays(arrival, 2) };
    const booked = bookRoomFor(repos, customerId, stay, Date.now());
    if (booked) return { ...booked, arrival };
  }
  throw new Error(`no room from ${addDays(today, offset)}`);
}

/** A logged-in guest with a room of their own booked about `offset` days ahead. */
async function guestWithRoom(name: string, offset: number) {
  const guest = visitor();
  const email = `${name}@innkit.test`;
  await registerGuest(guest, email);
  const customer = repos.customers.findByEmail(email)!;
  return { guest, ...roomFrom(customer.id, offset) };
}

const amendTo = (
  guest: Visitor,
  room: { ref: string; folioItemId: string },
  stay: { arrival: string; departure: string },
) =>
  sessionFieldsOf(guest).then((session) =>
    rs(guest, AmendmentAnswerSchema, 'AmendBookedItem', {
      ...session,
      BookingRef: room.ref,
      FolioItemId: room.folioItemId,
      ArrivalDate: stay.arrival,
      DepartureDate: stay.departure,
      Adults: 2,
      Children: 0,
    }),
  );

try {
  // 1. The last room: every other room of the type on the target nights is taken.
  const now = Date.now();
  const nights = repos.stayInventory
    .roomsFree(ROOM.venue, target.arrival, addDays(target.departure, -1), now)
    .get(ROOM.roomType)!;
  const free = Math.min(...nights.values());
  if (free > 1) {
    repos.stayInventory.hold({ ...ROOM, ...target, rooms: free - 1, status: 'booked' }, now);
  }
  // Registered one after another: the sandbox throttles a burst of sign-ups from one address.
  const racers: Awaited<ReturnType<typeof guestWithRoom>>[] = [];
  for (let r = 0; r < RACERS; r++)
    racers.push(await guestWithRoom(`bench-amend-race-${r}`, 10 + r));
  const answers = await Promise.all(racers.map((r) => amendTo(r.guest, r, target)));
  const winners = answers.flatMap((answer, r) =>
    answer.Amendment?.State === 'PAYMENT' ? [{ answer, racer: racers[r]! }] : [],
  );
  for (const { answer, racer } of winners) {
    const fields = await pay(answer.Amendment!.ForwardURL!);
    const done = await rs(racer.guest, AmendmentAnswerSchema, 'ConfirmAmendment', {
      ...(await sessionFieldsOf(racer.guest)),
      status: 'success',
      ...fields,
    });
    if (done.Amendment?.State !== 'DONE') problems.push(`the winner's change: ${done.Result.Text}`);
  }
  const soldTwice = nightsSoldTwice(
    sandbox.db,
    repos,
    { ...ROOM, arrival: target.arrival, departure: target.departure },
    Date.now(),
  );
  const holdingNothing = racers.filter(
    (r) => repos.stayInventory.holdById(r.holdId)?.status !== 'booked',
  ).length;
  const moved = racers.filter(
    (r) => repos.stayInventory.holdById(r.holdId)?.arrival === target.arrival,
  ).length;
  console.log(
    `amend: ${RACERS} concurrent amends for the last ${ROOM.roomType} on ${target.arrival}: ` +
      `${winners.length} held it, ${moved} moved; rooms sold twice ${soldTwice}, ` +
      `guests left holding nothing ${holdingNothing}`,
  );
  if (winners.length !== 1) problems.push(`${winners.length} changes held the last room`);
  if (moved !== 1) problems.push(`${moved} stays moved to the last room`);
  if (soldTwice !== 0) problems.push(`${soldTwice} nights sold twice`);
  if (holdingNothing !== 0) problems.push(`${holdingNothing} guests holding nothing`);

  // 2. AmendBookedItem's latency under 20 clients, each changing bookings of their own.
  const clients: {
    client: Visitor;
    rooms: { ref: string; folioItemId: string; arrival: string }[];
    session: object;
  }[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const client = visitor();
    const email = `bench-amend-${c}@innkit.test`;
    await registerGuest(client, email);
    const customer = repos.customers.findByEmail(email)!;
    const rooms = Array.from({ length: PER_CLIENT }, (_, i) => roomFrom(customer.id, 50 + i * 3));
    clients.push({ client, rooms, session: await sessionFieldsOf(client) });
  }
  const loaders = await Promise.all(
    clients.map(({ client }) => loadClient(sandbox.url, 2, client.jar)),
  );
  const queue = clients.flatMap(({ rooms, session }, c) =>
    rooms.map((room) => ({ room, session, loader: loaders[c]! })),
  );
  const call = ({ room, session, loader }: (typeof queue)[number]) =>
    loader.post('/rs/request', {
      method: 'AmendBookedItem',
      data: {
        ...session,
        BookingRef: room.ref,
        FolioItemId: room.folioItemId,
        ArrivalDate: room.arrival,
        DepartureDate: addDays(room.arrival, 1),
        Adults: 2,
        Children: 0,
      },
    });
  // The first calls warm the code up (as bench/cancellations.ts does): one room per client.
  for (let c = 0; c < clients.length; c++) await call(queue.shift()!);
  const { latencies, wall, pct } = await underLoad(CLIENTS, PER_CLIENT - 1, async () => {
    const { took, text } = await call(queue.shift()!);
    const answer = v.parse(AmendmentAnswerSchema, JSON.parse(text));
    if (answer.Amendment?.State !== 'DONE') problems.push(`a change failed: ${answer.Result.Text}`);
    return took;
  });
  for (const loader of loaders) loader.close();
  const p95 = pct(0.95);
  console.log(
    `amend: ${latencies.length} AmendBookedItem calls from ${CLIENTS} concurrent clients in ` +
      `${wall.toFixed(0)} ms: p50 ${pct(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(budget p95 ${BUDGET_MS} ms${p95 > BUDGET_MS ? ', OVER' : ''})`,
  );
  if (p95 > BUDGET_MS * FAIL_FACTOR) {
    problems.push(
      `amend p95 ${p95.toFixed(1)} ms is over ${FAIL_FACTOR}× the ${BUDGET_MS} ms budget`,
    );
  }
} catch (error) {
  problems.push(String(error));
} finally {
  await sandbox.close();
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exit(problems.length ? 1 : 0);
