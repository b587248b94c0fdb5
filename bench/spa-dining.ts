// The spa and dining bench (issue 14): an in-memory sandbox on 127.0.0.1 (port 0), then
//  1. 50 guests, each with their own session and temporary customer, book the last free
//     therapist of a massage time at once (CreateSpaBooking): exactly one must win, every
//     other must be told in plain words, and only one treatment may reach any cart;
//  2. 50 logged-in parties of 3, each with a booked stay, reserve the last covers of a dinner
//     seating at once (CreateDiningReservation): the covers taken must never pass the
//     seating's capacity, every party not seated must be told in plain words.
// Prints both figures; exits 1 when a race is wrong.
//
//   npx tsx bench/spa-dining.ts
import { performance } from 'node:perf_hooks';
import type * as v from 'valibot';
import { bookStayFor } from '../sandbox/dining/booked-stay-fixture';
import { TABLE_TAKEN } from '../sandbox/dining/dining-methods';
import { SLOT_TAKEN } from '../sandbox/spa/spa-methods';
import { startSandbox } from '../sandbox/start-sandbox';
import { registerGuest, withContractFields } from '../sandbox/testing/checkout-helpers';
import { sourceFetch } from '../sandbox/testing/source-fetch';
import { type Visitor, createVisitor } from '../sandbox/testing/visitor';
import { TempSpaAccountAnswerSchema } from '../src/schemas/activities-temp-customer';
import { CartAnswerSchema } from '../src/schemas/cart';
import {
  CreateDiningReservationAnswerSchema,
  FetchDiningAvailabilitiesAnswerSchema,
} from '../src/schemas/dining';
import { CreateSpaBookingAnswerSchema, FetchSpaAvailabilityAnswerSchema } from '../src/schemas/spa';
import { liftAddressLimits, readAnswer } from './sandbox-limits';

const GUESTS = 50;
const PARTY = 3;
const TODAY = '2025-12-01';
const NOW = Date.UTC(2025, 11, 1, 10, 0, 0);
const MASSAGE = '103500';
const SPA_DAY = '2025-12-10';
const SPA_TIME = '14:00';
const BOATHOUSE_DINNER = '7202';
const DINNER_DAY = '2025-12-06';
const DINNER_TIME = '21:30';

const sandbox = await startSandbox({
  port: 0,
  host: '127.0.0.1',
  dbFile: ':memory:',
  now: TODAY,
  nowMs: () => NOW,
});
// The 51 spa guests all come from 127.0.0.1: without this the per-address limits refuse them
// (HTTP 429) before they contend for the therapist. The per-cart, per-customer and per-guest
// caps stay (the dining parties also come from addresses of their own).
liftAddressLimits(sandbox);
const problems: string[] = [];

/** `/rs/request` as the widgets call it; a refused answer throws with its status and body. */
async function rs<S extends v.GenericSchema>(
  visitor: Visitor,
  schema: S,
  method: string,
  data: Record<string, unknown>,
): Promise<v.InferOutput<S>> {
  const body = { method, data: await withContractFields(visitor, method, data) };
  return readAnswer(method, schema, await visitor.post('/rs/request', body));
}

/** A guest with a session and a temporary customer (as the engine makes one on "Book"). */
async function spaGuest(i: number): Promise<{ visitor: Visitor; customerId: string }> {
  const visitor = createVisitor(sandbox);
  await visitor.get('/rs/system');
  const response = await visitor.post('/rs/tempSpaAccount', {
    method: 'CreateCustomer',
    data: {
      NewCustomer: {
        Name: { FirstName: 'Guest', LastName: 'Guest' },
        EmailAddress: `spa-${i}@temporary.invalid`,
      },
      ContactLogs: [],
    },
  });
  const created = await readAnswer('CreateCustomer', TempSpaAccountAnswerSchema, response);
  return { visitor, customerId: created.CustomerId ?? '' };
}

const spaStarts = async (visitor: Visitor) =>
  (
    await rs(visitor, FetchSpaAvailabilityAnswerSchema, 'FetchSpaAvailability', {
      SpaItemId: MASSAGE,
      Date: SPA_DAY,
      Gender: 'X',
      Version: 2,
    })
  ).Availabilities.map((a) => a.StartTime.slice(11, 16));

const bookMassage = (guest: { visitor: Visitor; customerId: string }) =>
  rs(guest.visitor, CreateSpaBookingAnswerSchema, 'CreateSpaBooking', {
    CustomerId: guest.customerId,
    SpaItemId: MASSAGE,
    StartDateTime: `${SPA_DAY}T${SPA_TIME}`,
    SpaStaffId: null,
    GuestRequest: null,
  });

const cartLines = async (visitor: Visitor) =>
  (await readAnswer('get-webfolios', CartAnswerSchema, await visitor.get('/rs/get-webfolios')))
    .FolioItems.length;

/** A registered, logged-in party with a stay over the dinner's night (its own address). */
async function diningParty(i: number): Promise<Visitor> {
  const visitor = createVisitor(sandbox, sourceFetch(`127.0.1.${i + 1}`));
  const email = `party-${i}@innkit.test`;
  await registerGuest(visitor, email);
  const customer = sandbox.repos.customers.findByEmail(email);
  if (!customer) throw new Error(`no customer ${email}`);
  bookStayFor(sandbox.repos, customer.id, DINNER_DAY, 2, NOW);
  return visitor;
}

const coversLeft = async (visitor: Visitor) =>
  (
    await rs(visitor, FetchDiningAvailabilitiesAnswerSchema, 'FetchDiningAvailabilities', {
      PromotionId: BOATHOUSE_DINNER,
      VisitDate: DINNER_DAY,
      PartySize: 1,
    })
  ).Availabilities.find((t) => t.VisitTime === DINNER_TIME)?.CoversLeft ?? 0;

try {
  // 1. The last free therapist: one booking first takes all but one of the time's therapists.
  const first = await spaGuest(GUESTS);
  if ((await bookMassage(first)).Result.value !== 'SUCCESS') throw new Error('first massage');
  if (!(await spaStarts(first.visitor)).includes(SPA_TIME))
    throw new Error(`no second therapist free at ${SPA_TIME}`);
  const guests = await Promise.all(Array.from({ length: GUESTS }, (_, i) => spaGuest(i)));
  const t0 = performance.now();
  const answers = await Promise.all(guests.map(bookMassage));
  const spaMs = performance.now() - t0;
  const won = answers.filter((a) => a.Result.value === 'SUCCESS').length;
  const told = answers.filter((a) => a.Result.value === 'FAIL' && a.Result.Text === SLOT_TAKEN);
  const lines = (await Promise.all(guests.map((g) => cartLines(g.visitor)))).reduce(
    (n, l) => n + l,
    0,
  );
  const stillOffered = (await spaStarts(first.visitor)).includes(SPA_TIME);
  console.log(
    `spa: ${GUESTS} concurrent guests for the last free therapist of a massage at ${SPA_DAY} ` +
      `${SPA_TIME} in ${spaMs.toFixed(0)} ms: ${won} won, ${told.length} told "${SLOT_TAKEN}", ` +
      `${lines} treatment(s) in their carts, time still offered after: ${stillOffered ? 'yes' : 'no'}`,
  );
  if (won !== 1) problems.push(`spa: expected exactly 1 winner, got ${won}`);
  if (told.length !== GUESTS - 1) problems.push(`spa: ${GUESTS - 1 - told.length} not told`);
  if (lines !== 1) problems.push(`spa: expected 1 treatment in all carts, found ${lines}`);
  if (stillOffered) problems.push(`spa: ${SPA_TIME} still offered with no therapist free`);

  // 2. The last covers of a dinner seating: 50 parties of 3 at once.
  const parties = await Promise.all(Array.from({ length: GUESTS }, (_, i) => diningParty(i)));
  const capacity = await coversLeft(parties[0]!);
  const t1 = performance.now();
  const reservations = await Promise.all(
    parties.map((party) =>
      rs(party, CreateDiningReservationAnswerSchema, 'CreateDiningReservation', {
        PromotionId: BOATHOUSE_DINNER,
        VisitDate: DINNER_DAY,
        VisitTime: DINNER_TIME,
        PartySize: PARTY,
        SpecialRequests: null,
      }),
    ),
  );
  const diningMs = performance.now() - t1;
  const seated = reservations.filter((a) => a.Result.value === 'SUCCESS').length;
  const refused = reservations.filter(
    (a) => a.Result.value === 'FAIL' && a.Result.Text === TABLE_TAKEN,
  ).length;
  const { taken } = sandbox.db
    .prepare<[string, string], { taken: number | null }>(
      'SELECT SUM(party_size) AS taken FROM dining_reservations WHERE visit_date = ? AND visit_time = ?',
    )
    .get(DINNER_DAY, DINNER_TIME)!;
  const left = await coversLeft(parties[0]!);
  console.log(
    `dining: ${GUESTS} concurrent parties of ${PARTY} for the last ${capacity} covers of dinner ` +
      `at ${DINNER_DAY} ${DINNER_TIME} in ${diningMs.toFixed(0)} ms: ${seated} seated, ` +
      `${refused} told "${TABLE_TAKEN}", covers taken ${taken ?? 0} of ${capacity}, left ${left}`,
  );
  const fits = Math.floor(capacity / PARTY);
  if ((taken ?? 0) > capacity) problems.push(`dining: oversold, ${taken} of ${capacity} covers`);
  if (seated !== fits) problems.push(`dining: expected ${fits} parties seated, got ${seated}`);
  if (refused !== GUESTS - seated) problems.push(`dining: ${GUESTS - seated - refused} not told`);
  if (left !== capacity - seated * PARTY) problems.push(`dining: ${left} covers left offered`);
} catch (error) {
  problems.push(String(error));
} finally {
  await sandbox.close();
}

if (problems.length) {
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  process.exit(1);
}
