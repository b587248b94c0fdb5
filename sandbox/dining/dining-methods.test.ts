import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema } from '../../src/schemas/checkout';
import {
  CreateDiningReservationAnswerSchema,
  FetchDiningAvailabilitiesAnswerSchema,
  FetchDiningAvailableDaysAnswerSchema,
  FetchDiningVenuesAnswerSchema,
} from '../../src/schemas/dining';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { PARTY_SIZE_MESSAGE } from '../../src/domain/dining/party-size';
import { postAs, registerGuest, reserveBody, rs } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { sourceFetch } from '../testing/source-fetch';
import { bookStayFor } from './booked-stay-fixture';
import { LOG_IN_FOR_DINING, NOT_ON_STAY, TABLE_TAKEN, TIME_PAST } from './dining-methods';

const now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });
const LAKEVIEW_BREAKFAST = '7101';
const BOATHOUSE_DINNER = '7202';
let guests = 0;

/** A registered, logged-in guest; with a stay of `nights` from `arrival` when given. */
async function guest(arrival?: string, nights = 3, send?: typeof fetch): Promise<Visitor> {
  const visitor = createVisitor(sandbox.current, send);
  guests += 1;
  const email = `diner${guests}@innkit.test`;
  await registerGuest(visitor, email);
  const { repos } = sandbox.current;
  const customer = repos.customers.findByEmail(email);
  if (!customer) throw new Error('no customer');
  if (arrival) bookStayFor(repos, customer.id, arrival, nights, now);
  return visitor;
}

const reserve = (visitor: Visitor, data: Record<string, unknown>) =>
  rs(visitor, CreateDiningReservationAnswerSchema, 'CreateDiningReservation', {
    PromotionId: BOATHOUSE_DINNER,
    VisitDate: '2025-12-03',
    VisitTime: '19:00',
    PartySize: 2,
    SpecialRequests: null,
    ...data,
  });

const times = async (visitor: Visitor, PromotionId: string, VisitDate: string, PartySize = 2) =>
  (
    await rs(visitor, FetchDiningAvailabilitiesAnswerSchema, 'FetchDiningAvailabilities', {
      PromotionId,
      VisitDate,
      PartySize,
    })
  ).Availabilities;

const coversAt = async (visitor: Visitor, day: string, time: string) =>
  (await times(visitor, BOATHOUSE_DINNER, day, 1)).find((t) => t.VisitTime === time)?.CoversLeft;

const cart = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

describe('FetchDiningVenues, FetchDiningAvailableDays, FetchDiningAvailabilities', () => {
  it('serves breakfast at one restaurant and dinner at two, each with its PromotionId', async () => {
    const visitor = await guest();
    const all = await rs(visitor, FetchDiningVenuesAnswerSchema, 'FetchDiningVenues', {});
    const of = (meal: string) =>
      all.DiningVenues.filter((s) => s.Meal === meal).map((s) => [s.VenueName, s.PromotionId]);
    expect(of('breakfast')).toEqual([['The Lakeview', '7101']]);
    expect(of('dinner')).toEqual([
      ['The Boathouse', '7202'],
      ['The Lakeview', '7102'],
    ]);
    const dinner = await rs(visitor, FetchDiningVenuesAnswerSchema, 'FetchDiningVenues', {
      Meal: 'dinner',
    });
    expect(dinner.DiningVenues).toHaveLength(2);
  });

  it('lists breakfast at or before 11:00, dinner from 17:00, and no time that has passed', async () => {
    const visitor = await guest();
    const breakfast = await times(visitor, LAKEVIEW_BREAKFAST, '2025-12-02');
    expect(breakfast.map((t) => t.VisitTime)).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    expect(breakfast[0]?.CoversLeft).toBe(40);
    const dinner = await times(visitor, BOATHOUSE_DINNER, '2025-12-02');
    expect(dinner.every((t) => t.VisitTime >= '18:00' && t.VisitTime <= '21:30')).toBe(true);
    // 10:00 in London on the pinned day: only 10:30 is left for breakfast.
    const today = await times(visitor, LAKEVIEW_BREAKFAST, '2025-12-01');
    expect(today.map((t) => t.VisitTime)).toEqual(['10:30']);
    expect(await times(visitor, LAKEVIEW_BREAKFAST, '2025-11-30')).toEqual([]);
  });

  it('lists the days of a range with a table for the party', async () => {
    const visitor = await guest();
    const days = await rs(
      visitor,
      FetchDiningAvailableDaysAnswerSchema,
      'FetchDiningAvailableDays',
      {
        PromotionId: BOATHOUSE_DINNER,
        StartDate: '2025-11-29',
        EndDate: '2025-12-03',
        PartySize: 4,
      },
    );
    expect(days.AvailableDays).toEqual(['2025-12-01', '2025-12-02', '2025-12-03']);
  });

  it('answers 422 with a clear message for a party of 13 or an unknown field type', async () => {
    const visitor = await guest();
    const response = await visitor.post('/rs/request', {
      method: 'FetchDiningAvailabilities',
      data: { PromotionId: BOATHOUSE_DINNER, VisitDate: '2025-12-02', PartySize: 13 },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(PARTY_SIZE_MESSAGE);
    const badDay = await visitor.post('/rs/request', {
      method: 'FetchDiningAvailabilities',
      data: { PromotionId: BOATHOUSE_DINNER, VisitDate: '2/12/2025', PartySize: 2 },
    });
    expect(badDay.status).toBe(422);
  });
});

describe('CreateDiningReservation and CancelDiningReservation', () => {
  it('asks a guest who is not logged in to log in, and refuses nights off their stay', async () => {
    const anonymous = createVisitor(sandbox.current);
    await anonymous.get('/rs/system');
    expect((await reserve(anonymous, {})).Result.Text).toBe(LOG_IN_FOR_DINING);
    const noStay = await guest();
    expect((await reserve(noStay, {})).Result.Text).toBe(NOT_ON_STAY);
    const staying = await guest('2025-12-02', 3);
    // No breakfast on the first night; no dinner after the last night.
    const firstBreakfast = await reserve(staying, {
      PromotionId: LAKEVIEW_BREAKFAST,
      VisitDate: '2025-12-02',
      VisitTime: '08:00',
    });
    expect(firstBreakfast.Result.Text).toBe(NOT_ON_STAY);
    expect((await reserve(staying, { VisitDate: '2025-12-05' })).Result.Text).toBe(NOT_ON_STAY);
    expect((await cart(staying)).FolioItems).toEqual([]);
  });

  it('holds a table in the cart at 0.00, taking covers, and frees them on removal', async () => {
    const visitor = await guest('2025-12-02', 3);
    const before = await coversAt(visitor, '2025-12-03', '19:00');
    const made = await reserve(visitor, { PartySize: 4, SpecialRequests: '  By the window  ' });
    expect(made.Result.value).toBe('SUCCESS');
    expect(made.Reservation).toMatchObject({
      VenueName: 'The Boathouse',
      VisitDate: '2025-12-03',
      VisitTime: '19:00',
      PartySize: 4,
      SpecialRequests: 'By the window',
      PromotionId: BOATHOUSE_DINNER,
    });
    expect(await coversAt(visitor, '2025-12-03', '19:00')).toBe((before ?? 0) - 4);
    const held = await cart(visitor);
    expect(held.FolioBalance).toBe(0);
    expect(held.FolioItems).toMatchObject([
      {
        Category: 'Dining',
        Details: 'Dinner at The Boathouse',
        Amount: 0,
        Location: 'The Boathouse',
        StartDate: '2025-12-03T19:00:00',
        Adults: 4,
        GuestRequest: 'By the window',
        FolioId: made.Reservation?.Reference,
      },
    ]);
    const removed = await rs(visitor, ResultAnswerSchema, 'CancelDiningReservation', {
      FolioItemId: made.Reservation?.FolioItemId,
    });
    expect(removed.Result.value).toBe('SUCCESS');
    expect(await coversAt(visitor, '2025-12-03', '19:00')).toBe(before);
    expect((await cart(visitor)).FolioItems).toEqual([]);
  });

  it('refuses a time that is not a seating, has passed, or is breakfast after 11:00', async () => {
    const visitor = await guest('2025-11-30', 3);
    expect((await reserve(visitor, { VisitTime: '19:15' })).Result.value).toBe('FAIL');
    const late = await reserve(visitor, {
      PromotionId: LAKEVIEW_BREAKFAST,
      VisitDate: '2025-12-01',
      VisitTime: '09:00',
    });
    expect(late.Result.Text).toBe(TIME_PAST);
    const response = await visitor.post('/rs/request', {
      method: 'CreateDiningReservation',
      data: {
        PromotionId: BOATHOUSE_DINNER,
        VisitDate: '2025-12-01',
        VisitTime: '7pm',
        PartySize: 0,
      },
    });
    expect(response.status).toBe(422);
    expect((await cart(visitor)).FolioItems).toEqual([]);
  });

  it('lets a held table lapse with its session; a finalised one stays booked', async () => {
    const lapsing = await guest('2025-12-02', 3);
    const before = await coversAt(lapsing, '2025-12-04', '20:00');
    expect(
      (await reserve(lapsing, { VisitDate: '2025-12-04', VisitTime: '20:00' })).Result.value,
    ).toBe('SUCCESS');
    expect(await coversAt(lapsing, '2025-12-04', '20:00')).toBe((before ?? 0) - 2);
    await lapsing.post('/sandbox/api/session/expire');
    const other = await guest();
    expect(await coversAt(other, '2025-12-04', '20:00')).toBe(before);

    const keeping = await guest('2025-12-02', 3);
    const made = await reserve(keeping, {
      VisitDate: '2025-12-04',
      VisitTime: '20:00',
      PartySize: 3,
    });
    expect(made.Result.value).toBe('SUCCESS');
    const reserved = await postAs(
      keeping,
      CheckoutAnswerSchema,
      '/rs/reserve',
      await reserveBody(keeping),
    );
    expect(reserved.Result.value).toBe('SUCCESS');
    await keeping.post('/sandbox/api/session/expire');
    expect(await coversAt(other, '2025-12-04', '20:00')).toBe((before ?? 0) - 3);
  });

  it('lists a reserved table in My Bookings with its restaurant, time and names', async () => {
    const visitor = await guest('2025-12-02', 2);
    const made = await reserve(visitor, { VisitDate: '2025-12-03', VisitTime: '18:30' });
    await postAs(visitor, CheckoutAnswerSchema, '/rs/reserve', await reserveBody(visitor));
    const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    expect(bookings.Dining).toEqual([
      expect.objectContaining({
        Details: 'Dinner at The Boathouse',
        DiningVenue: 'The Boathouse',
        date: '2025-12-03',
        Reference: made.Reservation?.Reference,
        start: '18:30',
        PartySize: 2,
        FirstName: 'Grace',
        LastName: 'Hopper',
      }),
    ]);
  });
});

describe('the last covers of a dinner slot', { timeout: 60_000 }, () => {
  it('are never oversold when 50 parties book them at once', async () => {
    const parties = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // Each party from its own address (registration is throttled per address).
        guest('2025-12-06', 2, sourceFetch(`127.0.1.${i + 1}`)),
      ),
    );
    const left = (await coversAt(parties[0]!, '2025-12-06', '21:30')) ?? 0;
    expect(left).toBe(20);
    const answers = await Promise.all(
      parties.map((p) => reserve(p, { VisitDate: '2025-12-06', VisitTime: '21:30', PartySize: 3 })),
    );
    const won = answers.filter((a) => a.Result.value === 'SUCCESS');
    const refused = answers.filter((a) => a.Result.Text === TABLE_TAKEN);
    expect(won).toHaveLength(6);
    expect(refused).toHaveLength(44);
    expect(await coversAt(parties[0]!, '2025-12-06', '21:30')).toBe(2);
    const seated = sandbox.current.db
      .prepare(
        "SELECT SUM(party_size) AS n FROM dining_reservations WHERE visit_date = '2025-12-06' AND visit_time = '21:30'",
      )
      .get() as { n: number };
    expect(seated.n).toBe(18);
  });
});
