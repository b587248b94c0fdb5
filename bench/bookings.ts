// The booking load bench (issue 6): an in-memory sandbox on 127.0.0.1 (port 0), then
//  1. 50 guests, each with their own session (XSRF handled by a cookie jar), book the last
//     room of a day at once through `/rs/book-pms`: exactly one must win, every other must get
//     a clear FAIL text, and the room type's inventory must never go below zero;
//  2. 20 concurrent clients call `/rs/get-rates` (a bounded number of requests) and the p50
//     and p95 latency are printed against the 50 ms p95 budget.
// Exits 1 when the booking race is wrong, or when p95 is over FAIL_FACTOR times the budget
// (so a loaded CI machine does not flake while a real regression still fails).
//
//   npx tsx bench/bookings.ts
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { houseOccupancy } from '../sandbox/stay/house-occupancy';
import { ROOM_GONE } from '../sandbox/routes/stay-booking';
import { startSandbox } from '../sandbox/start-sandbox';
import { loadClient, underLoad } from './load-client';
import { createCookieJar } from '../sandbox/testing/cookie-jar';
import { CartAnswerSchema } from '../src/schemas/cart';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../src/schemas/rates';

const GUESTS = 50;
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const REQUESTS_PER_CLIENT = 25;
const WARM_UP = 20;
const BUDGET_MS = 50;
const FAIL_FACTOR = 4;
const TODAY = '2026-03-14';
const ARRIVAL = '2026-03-18';
const DEPARTURE = '2026-03-19';
const ROOM = 'LKDBL';

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dbFile: ':memory:', now: TODAY });
const problems: string[] = [];
const post = (jar: ReturnType<typeof createCookieJar>, path: string, body: unknown) =>
  jar.fetch(new URL(path, sandbox.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

function rawFree(): number {
  const type = sandbox.repos.stayInventory.roomTypes('lake').find((t) => t.code === ROOM)!;
  const { taken } = sandbox.db
    .prepare<[string, string, string], { taken: number | null }>(
      `SELECT SUM(rooms) AS taken FROM stay_holds
       WHERE venue = 'lake' AND room_type = ? AND arrival <= ? AND departure > ?`,
    )
    .get(ROOM, ARRIVAL, ARRIVAL)!;
  return type.total_rooms - houseOccupancy('lake', ROOM, ARRIVAL, type.total_rooms) - (taken ?? 0);
}

try {
  // Leave exactly one room of the type free that night.
  const before = rawFree();
  if (before > 1) {
    sandbox.repos.stayInventory.hold(
      {
        venue: 'lake',
        roomType: ROOM,
        rateType: 'BB',
        arrival: ARRIVAL,
        departure: DEPARTURE,
        rooms: before - 1,
        status: 'booked',
      },
      Date.now(),
    );
  }
  if (rawFree() !== 1) throw new Error(`could not leave one room free (${rawFree()})`);

  const jars = Array.from({ length: GUESTS }, () => createCookieJar());
  // Each guest's session fields, which book-pms carries as §7 names them.
  const sessions = await Promise.all(
    jars.map(async (jar) => {
      const system = (await (await jar.fetch(new URL('/rs/system', sandbox.url))).json()) as {
        Session: { SessionId: string; WebFolioId: string | number };
      };
      return { SessionId: system.Session.SessionId, WebFolioId: String(system.Session.WebFolioId) };
    }),
  );
  const t0 = performance.now();
  const answers = await Promise.all(
    jars.map(async (jar, i) => {
      const response = await post(jar, '/rs/book-pms', {
        ...sessions[i],
        PMSRoomType: ROOM,
        RoomNumber: null,
        CustomerId: null,
        PMSRateType: 'BB',
        ArrivalDate: ARRIVAL,
        DepartureDate: DEPARTURE,
        Adults: 2,
        Children: 0,
        Youth: 0,
        Infants: 0,
        GroupCode: null,
      });
      return v.parse(BookPmsAnswerSchema, await response.json());
    }),
  );
  const raceMs = performance.now() - t0;
  const won = answers.filter((a) => a.Result.value === 'SUCCESS').length;
  const clear = answers.filter((a) => a.Result.value === 'FAIL' && a.Result.Text === ROOM_GONE);
  const carts = await Promise.all(
    jars.map(async (jar) =>
      v.parse(
        CartAnswerSchema,
        await (await jar.fetch(new URL('/rs/get-webfolios', sandbox.url))).json(),
      ),
    ),
  );
  const lines = carts.reduce((n, cart) => n + cart.FolioItems.length, 0);
  const after = rawFree();
  console.log(
    `bookings: ${GUESTS} concurrent guests for the last ${ROOM} on ${ARRIVAL} in ${raceMs.toFixed(0)} ms: ` +
      `${won} won, ${clear.length} told "${ROOM_GONE}", ${lines} room(s) in carts, rooms free after: ${after}`,
  );
  if (won !== 1) problems.push(`expected exactly 1 winner, got ${won}`);
  if (clear.length !== GUESTS - 1)
    problems.push(`${GUESTS - 1 - clear.length} losers got no clear FAIL`);
  if (lines !== 1) problems.push(`expected 1 room in all carts, found ${lines}`);
  if (after < 0) problems.push(`inventory went negative (${after})`);

  // Rates under load: 20 clients, each a bounded run of requests, one after another, over one
  // session's keep-alive connections (bench/load-client.ts).
  const client = await loadClient(sandbox.url, CLIENTS);
  const ask = async (i: number) => {
    const nights = 1 + (i % 5);
    const { took, status, text } = await client.post('/rs/get-rates', {
      ArrivalDate: ARRIVAL,
      DepartureDate: `2026-03-${String(18 + nights).padStart(2, '0')}`,
      Adults: 2,
      Children: 0,
      Youth: 0,
      Infants: 0,
      WebFolioId: null,
      Language: 'en',
      Venue: 'lake',
      PromoCode: '',
    });
    if (status !== 200) throw new Error(`get-rates ${status}`);
    v.parse(GetRatesAnswerSchema, JSON.parse(text));
    return took;
  };
  for (let i = 0; i < WARM_UP; i++) await ask(i);
  const { latencies, wall, pct } = await underLoad(CLIENTS, REQUESTS_PER_CLIENT, ask);
  client.close();
  const p95 = pct(0.95);
  console.log(
    `get-rates: ${latencies.length} requests from ${CLIENTS} concurrent clients in ${wall.toFixed(0)} ms: ` +
      `p50 ${pct(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 ${BUDGET_MS} ms${
        p95 > BUDGET_MS ? ', OVER' : ''
      })`,
  );
  if (p95 > BUDGET_MS * FAIL_FACTOR)
    problems.push(
      `get-rates p95 ${p95.toFixed(1)} ms is over ${FAIL_FACTOR}× the ${BUDGET_MS} ms budget`,
    );
} catch (error) {
  problems.push(String(error));
} finally {
  await sandbox.close();
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exit(problems.length ? 1 : 0);
