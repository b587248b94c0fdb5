import { describe, expect } from 'vitest';
import { TempSpaAccountAnswerSchema } from '../../src/schemas/activities-temp-customer';
import {
  CreateClassBookingAnswerSchema,
  FetchSpaClassesAnswerSchema,
} from '../../src/schemas/activities';
import { SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { CreateDiningReservationAnswerSchema } from '../../src/schemas/dining';
import {
  CreateSpaBookingAnswerSchema,
  FetchSpaAvailabilityAnswerSchema,
} from '../../src/schemas/spa';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { bookStayFor } from '../../sandbox/dining/booked-stay-fixture';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { bookPmsBody, postAs, registerGuest, rs } from '../../sandbox/testing/checkout-helpers';
import { sourceFetch } from '../../sandbox/testing/source-fetch';
import { type Visitor, createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { json } from './support';

type Sandbox = { readonly current: RunningSandbox };
/** The timed sandbox's clock: tests move it on. */
export interface Clock {
  now: number;
}

const MINUTE = 60_000;
const MASSAGE = '103500';
const SPA_DAY = '2026-03-20';
/** A Saturday: the Creative wellness workshop (an event of 12 places) runs at 10:00. */
const CLASS_DAY = '2026-03-21';
const BOATHOUSE_DINNER = '7202';

let n = 0;
const fresh = (tag: string) => `${tag}-${(n += 1)}-${Date.now()}@security.test`;

function visitorAt(sandbox: RunningSandbox, address: number): Visitor {
  return createVisitor(sandbox, sourceFetch(`127.0.1.${address}`));
}

/** An anonymous guest with a temporary customer (as "Add" on a treatment makes one). */
async function tempGuest(sandbox: RunningSandbox, address: number) {
  const visitor = visitorAt(sandbox, address);
  await visitor.get('/rs/system');
  const created = await postAs(visitor, TempSpaAccountAnswerSchema, '/rs/tempSpaAccount', {
    method: 'CreateCustomer',
    data: {
      NewCustomer: {
        Name: { FirstName: 'Guest', LastName: 'Guest' },
        EmailAddress: `guest-${Math.random().toString(36).slice(2)}@temporary.invalid`,
      },
      ContactLogs: [],
    },
  });
  expect(created.Result.value).toBe('SUCCESS');
  return { visitor, customerId: created.CustomerId ?? '' };
}

/** A registered guest, logged in; `customerId` as the spa and class calls name it. */
async function member(sandbox: RunningSandbox, address: number, email = fresh('member')) {
  const visitor = visitorAt(sandbox, address);
  await registerGuest(visitor, email);
  const id = sandbox.repos.customers.findByEmail(email)?.id ?? 0;
  return { visitor, customerId: String(id), email, id };
}

/** Books the first free massage of the day (by default the spa day); the answer. */
async function bookTreatment(visitor: Visitor, customerId: string, day = SPA_DAY) {
  const free = await rs(visitor, FetchSpaAvailabilityAnswerSchema, 'FetchSpaAvailability', {
    SpaItemId: MASSAGE,
    Date: day,
    Gender: 'X',
    Version: 2,
  });
  const start = free.Availabilities?.[0]?.StartTime;
  if (!start) return { Result: { value: 'FAIL', Text: 'no time left' } };
  return rs(visitor, CreateSpaBookingAnswerSchema, 'CreateSpaBooking', {
    CustomerId: customerId,
    SpaItemId: MASSAGE,
    StartDateTime: start,
    SpaStaffId: null,
    GuestRequest: null,
  });
}

/** The class and event sessions of a day at a location. */
async function sessionsOn(visitor: Visitor, day: string, location = '103') {
  const answer = await rs(visitor, FetchSpaClassesAnswerSchema, 'FetchSpaClasses', {
    StartDate: day,
    EndDate: day,
    Location: location,
    WebFolioId: null,
    Language: 'en',
  });
  return answer.DailySpaClasses[0]?.SpaClass ?? [];
}

async function bookPlace(
  visitor: Visitor,
  customerId: string,
  name = 'Creative wellness workshop',
) {
  const found = (await sessionsOn(visitor, CLASS_DAY)).find(
    (c) => c.ItemName === name && c.StartTime.includes('T10:00'),
  );
  if (!found) throw new Error(`no ${name} at 10:00 on ${CLASS_DAY}`);
  return rs(visitor, CreateClassBookingAnswerSchema, 'CreateClassBooking', {
    CustomerId: customerId,
    ItemId: found.SpaItemId,
    ProgramId: found.SpaClassId,
    GuestName: null,
    GuestRequest: null,
  });
}

const results = (answers: { Result: { value: string } }[]) => answers.map((a) => a.Result.value);
const texts = (answers: { Result: { value: string; Text?: string | null } }[]) =>
  answers.filter((a) => a.Result.value !== 'SUCCESS').map((a) => a.Result.Text ?? '');

async function inSequence<T>(count: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 1) out.push(await run(i));
  return out;
}

/** Issue 34 items 2, 3 and 4: treatments, places, tables and rooms cannot be hoarded. */
export function hoardingCases(sandbox: Sandbox, clock: Clock): void {
  /** Moves the clock past every hold of the attack before. */
  const later = () => {
    clock.now += 3 * 60 * MINUTE;
  };

  describe('treatments and places are capped per cart and per customer (issue 34 item 2)', () => {
    attack('one cart holds at most 6 treatments; the 7th is refused in plain words', async () => {
      later();
      const { visitor, customerId } = await tempGuest(sandbox.current, 1);
      const answers = await inSequence(7, () => bookTreatment(visitor, customerId));
      expect(results(answers)).toEqual([...Array(6).fill('SUCCESS'), 'FAIL']);
      expect(texts(answers)[0]).toMatch(/You can hold up to 6 treatments at a time/);
    });

    attack('one cart holds at most 6 places; the 7th is refused in plain words', async () => {
      later();
      const { visitor, customerId } = await tempGuest(sandbox.current, 2);
      const answers = await inSequence(7, () => bookPlace(visitor, customerId));
      expect(results(answers)).toEqual([...Array(6).fill('SUCCESS'), 'FAIL']);
      expect(texts(answers)[0]).toMatch(/You can hold up to 6 places at a time/);
    });

    attack('30 concurrent treatment bookings from one cart: 6 held, never more', async () => {
      later();
      const { visitor, customerId } = await tempGuest(sandbox.current, 3);
      const free = await rs(visitor, FetchSpaAvailabilityAnswerSchema, 'FetchSpaAvailability', {
        SpaItemId: MASSAGE,
        Date: SPA_DAY,
        Gender: 'X',
        Version: 2,
      });
      const starts = (free.Availabilities ?? []).map((a) => a.StartTime).slice(0, 30);
      expect(starts.length).toBeGreaterThanOrEqual(10);
      const answers = await Promise.all(
        starts.map((StartDateTime) =>
          rs(visitor, CreateSpaBookingAnswerSchema, 'CreateSpaBooking', {
            CustomerId: customerId,
            SpaItemId: MASSAGE,
            StartDateTime,
            SpaStaffId: null,
            GuestRequest: null,
          }),
        ),
      );
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(6);
    });

    attack('20 concurrent place bookings from one cart: 6 held, never more', async () => {
      later();
      const { visitor, customerId } = await tempGuest(sandbox.current, 18);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => bookPlace(visitor, customerId)),
      );
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(6);
    });

    attack('a customer in two carts (two devices) holds 6 treatments in all', async () => {
      later();
      const phone = await member(sandbox.current, 4);
      const laptop = visitorAt(sandbox.current, 5);
      await laptop.get('/rs/system');
      const logIn = await laptop.post('/rs/login', {
        EmailAddress: phone.email,
        Password: 'Compiler1952',
        ...(await json<{ Session: object }>(await laptop.get('/rs/system'))).Session,
      });
      expect(logIn.status).toBe(200);
      const first = await inSequence(4, () => bookTreatment(phone.visitor, phone.customerId));
      const second = await inSequence(3, () => bookTreatment(laptop, phone.customerId));
      expect(results([...first, ...second])).toEqual([...Array(6).fill('SUCCESS'), 'FAIL']);
      expect(texts(second)[0]).toMatch(/Your account already holds 6 treatments/);
    });

    attack('many cookies from one address hold at most 18 treatments in all', async () => {
      later();
      const answers: { Result: { value: string; Text?: string | null } }[] = [];
      for (let cart = 0; cart < 4; cart += 1) {
        const { visitor, customerId } = await tempGuest(sandbox.current, 6);
        const day = `2026-03-${22 + cart}`;
        answers.push(...(await inSequence(5, () => bookTreatment(visitor, customerId, day))));
      }
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(18);
      expect(texts(answers)[0]).toMatch(/from your network just now/);
    });

    attack('a shared network still serves honest guests: 5 carts of 3 treatments', async () => {
      later();
      const answers: { Result: { value: string } }[] = [];
      for (let cart = 0; cart < 5; cart += 1) {
        const { visitor, customerId } = await tempGuest(sandbox.current, 7);
        const day = `2026-03-${22 + cart}`;
        answers.push(...(await inSequence(3, () => bookTreatment(visitor, customerId, day))));
      }
      expect(results(answers).every((r) => r === 'SUCCESS')).toBe(true);
    });
  });

  describe('treatment and place holds end at the cart deadline (issue 34 item 2)', () => {
    for (const kind of ['treatment', 'place'] as const) {
      attack(`keep-alives do not keep a ${kind} past 60 minutes from the first hold`, async () => {
        later();
        const { visitor, customerId } = await member(sandbox.current, 8);
        const held =
          kind === 'treatment'
            ? await bookTreatment(visitor, customerId)
            : await bookPlace(visitor, customerId);
        expect(held.Result.value).toBe('SUCCESS');
        // A script keeps the session alive every 10 minutes for two hours.
        for (let i = 0; i < 12; i += 1) {
          clock.now += 10 * MINUTE;
          await visitor.post('/rs/update-session', {});
        }
        const table = kind === 'treatment' ? 'spa_bookings' : 'class_places';
        const live = sandbox.current.db
          .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE status = 'held' AND expires_at > ?`)
          .get(clock.now) as { n: number };
        expect(live.n).toBe(0);
        // And the lapsed line cannot be paid for.
        const checkout = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', {
          CreateToken: false,
        });
        expect(checkout.Result.value).toBe('FAIL');
        expect(checkout.Result.Text).toMatch(/no longer held for you/);
      });
    }

    attack('a treatment added late in a visit lapses with the cart’s first hold', async () => {
      later();
      const { visitor, customerId } = await tempGuest(sandbox.current, 9);
      expect((await bookPlace(visitor, customerId)).Result.value).toBe('SUCCESS');
      const first = clock.now;
      for (let i = 0; i < 5; i += 1) {
        clock.now += 10 * MINUTE;
        await visitor.post('/rs/update-session', {});
      }
      expect((await bookTreatment(visitor, customerId)).Result.value).toBe('SUCCESS');
      const row = sandbox.current.db
        .prepare("SELECT MAX(expires_at) AS at FROM spa_bookings WHERE status = 'held'")
        .get() as { at: number };
      expect(row.at).toBeLessThanOrEqual(first + 60 * MINUTE);
    });
  });

  describe('a guest cannot take every table of a night (issue 34 item 4)', () => {
    async function diner(address: number) {
      const guest = await member(sandbox.current, address);
      bookStayFor(sandbox.current.repos, guest.id, '2026-03-15', 4, clock.now);
      return guest.visitor;
    }
    const reserve = (visitor: Visitor, VisitDate: string, VisitTime: string) =>
      rs(visitor, CreateDiningReservationAnswerSchema, 'CreateDiningReservation', {
        PromotionId: BOATHOUSE_DINNER,
        VisitDate,
        VisitTime,
        PartySize: 12,
        SpecialRequests: null,
      });

    attack('14 reservations of 12 covers for one guest: 2 held, the rest refused', async () => {
      later();
      const visitor = await diner(10);
      const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
      const answers = await inSequence(14, (i) => reserve(visitor, '2026-03-16', times[i % 7]!));
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(2);
      expect(texts(answers)[0]).toMatch(/You already have 2 tables reserved on this day/);
    });

    attack('14 concurrent reservations for one guest: 2 held', async () => {
      later();
      const visitor = await diner(11);
      const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => reserve(visitor, '2026-03-17', times[i % 7]!)),
      );
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(2);
    });

    attack('the limit is per seating day: the next night is free to book', async () => {
      later();
      const visitor = await diner(12);
      expect(results([await reserve(visitor, '2026-03-16', '19:00')])).toEqual(['SUCCESS']);
      expect(results([await reserve(visitor, '2026-03-16', '20:00')])).toEqual(['SUCCESS']);
      expect(results([await reserve(visitor, '2026-03-17', '19:00')])).toEqual(['SUCCESS']);
    });

    attack('the limit is the hotel’s setting', async () => {
      later();
      sandbox.current.repos.settings.setDiningPerGuestDay(1);
      try {
        const visitor = await diner(13);
        const answers = [
          await reserve(visitor, '2026-03-16', '19:00'),
          await reserve(visitor, '2026-03-16', '20:00'),
        ];
        expect(results(answers)).toEqual(['SUCCESS', 'FAIL']);
        expect(texts(answers)[0]).toMatch(/You already have a table reserved on this day/);
      } finally {
        sandbox.current.repos.settings.setDiningPerGuestDay(2);
      }
    });
  });

  describe('rooms: per session and customer first, the address coarse (issue 34 item 3)', () => {
    /** The nights from 1 April 2026 on which the house has at least 3 rooms free. */
    let open: string[] | undefined;
    const openNights = () =>
      (open ??= Array.from({ length: 240 }, (_, i) => addDays('2026-04-01', i)).filter((day) => {
        const free = sandbox.current.repos.stayInventory.roomsFree('lake', day, day, clock.now);
        return [...free.values()].some((nights) => (nights.get(day) ?? 0) >= 3);
      }));
    /** The n-th open night (each guest on nights of their own). */
    const stay = (night: number) => ({
      ArrivalDate: openNights()[night] ?? '2026-12-01',
      DepartureDate: addDays(openNights()[night] ?? '2026-12-01', 1),
      Adults: 1,
      PMSRoomType: 'LKSGL',
      PMSRateType: 'BB',
    });
    /** Adds a BB room of the type with the most rooms free that night (never sold out). */
    const addRoom = async (visitor: Visitor, night: number) => {
      const body = stay(night);
      const inventory = sandbox.current.repos.stayInventory;
      const free = inventory.roomsFree('lake', body.ArrivalDate, body.ArrivalDate, clock.now);
      const withBB = new Set(
        inventory
          .ratePlans('lake')
          .filter((plan) => plan.rate_type === 'BB')
          .map((plan) => plan.room_type),
      );
      const [type] = [...free.entries()]
        .filter(([code]) => withBB.has(code))
        .sort((a, b) => (b[1].get(body.ArrivalDate) ?? 0) - (a[1].get(body.ArrivalDate) ?? 0))
        .map(([code]) => code);
      const out = await json<{ Result: { value: string; Text: string } }>(
        await visitor.post(
          '/rs/book-pms',
          await bookPmsBody(visitor, { ...body, PMSRoomType: type ?? 'LKSGL' }),
        ),
      );
      return out;
    };

    attack('a shared network: 6 guests of 3 rooms each are all served', async () => {
      later();
      const answers: { Result: { value: string } }[] = [];
      for (let guest = 0; guest < 6; guest += 1) {
        const visitor = visitorAt(sandbox.current, 14);
        await visitor.get('/rs/system');
        answers.push(...(await inSequence(3, (i) => addRoom(visitor, guest * 3 + i))));
      }
      expect(results(answers).every((r) => r === 'SUCCESS')).toBe(true);
    });

    attack('a customer in two carts holds at most 6 rooms, told what to do', async () => {
      later();
      const phone = await member(sandbox.current, 15);
      const laptop = visitorAt(sandbox.current, 16);
      await laptop.get('/rs/system');
      await laptop.post('/rs/login', {
        EmailAddress: phone.email,
        Password: 'Compiler1952',
        ...(await json<{ Session: object }>(await laptop.get('/rs/system'))).Session,
      });
      const first = await inSequence(4, (i) => addRoom(phone.visitor, 30 + i));
      const second = await inSequence(3, (i) => addRoom(laptop, 34 + i));
      expect(results([...first, ...second])).toEqual([...Array(6).fill('SUCCESS'), 'FAIL']);
      expect(texts(second)[0]).toMatch(/Your account already holds 6 rooms/);
      expect(texts(second)[0]).toMatch(/complete or remove those bookings/);
    });

    attack('many cookies from one address: a coarse outer limit of 24 rooms', async () => {
      later();
      const answers: { Result: { value: string; Text: string } }[] = [];
      for (let guest = 0; guest < 7; guest += 1) {
        const visitor = visitorAt(sandbox.current, 17);
        await visitor.get('/rs/system');
        answers.push(...(await inSequence(4, (i) => addRoom(visitor, 40 + guest * 4 + i))));
      }
      expect(results(answers).filter((r) => r === 'SUCCESS')).toHaveLength(24);
      expect(texts(answers)[0]).toMatch(/try again in a few minutes, or call the hotel/);
    });
  });
}
