import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../../src/schemas/rates';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { UpdateSessionAnswerSchema } from '../../src/schemas/system';
import { SEEDED_GUEST } from '../db/seed-guest';
import {
  bookPmsBody,
  checkoutBody,
  getRatesBody,
  loginBody,
  pay,
  postAs,
  registerGuest,
  rs,
} from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

// The sandbox's wall clock, moved by the test (the day is pinned for the rates).
let now = Date.UTC(2026, 2, 14, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2026-03-14', nowMs: () => now });
const MINUTE = 60_000;

const stay = { ArrivalDate: '2026-03-17', DepartureDate: '2026-03-19' };

/** Rooms of the lodge free for the stay, as a search sees them. */
async function lodgesFree(visitor: Visitor): Promise<number> {
  const response = await visitor.post(
    '/rs/get-rates',
    await getRatesBody(visitor, { ...stay, Adults: 2, Venue: 'lake' }),
  );
  const answer = v.parse(GetRatesAnswerSchema, await response.json());
  const lodge = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LODGE');
  return lodge ? Math.max(...lodge.Rates.map((r) => r.NumRoomsAvail)) : 0;
}

const addLodge = async (guest: Visitor, dates = stay) =>
  v.parse(
    BookPmsAnswerSchema,
    await (
      await guest.post(
        '/rs/book-pms',
        await bookPmsBody(guest, { PMSRoomType: 'LODGE', PMSRateType: 'BB', Adults: 2, ...dates }),
      )
    ).json(),
  );

async function guestHoldingALodge(): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  await guest.get('/rs/system');
  expect((await addLodge(guest)).Result.value).toBe('SUCCESS');
  return guest;
}

const keepAlive = async (guest: Visitor) =>
  v.parse(UpdateSessionAnswerSchema, await (await guest.post('/rs/update-session', {})).json());

describe('a room held in the cart', () => {
  it('stays held while its session is kept alive, and is released once the session lapses', async () => {
    const searcher = createVisitor(sandbox.current);
    const free = await lodgesFree(searcher);
    expect(free).toBeGreaterThanOrEqual(2);
    const kept = await guestHoldingALodge();
    const abandoned = await guestHoldingALodge();
    expect(await lodgesFree(searcher)).toBe(free - 2);

    // Kept alive twice ("Keep my booking"), well past 19 minutes after "Add room".
    now += 12 * MINUTE;
    expect((await keepAlive(kept)).Result.value).toBe('SUCCESS');
    now += 12 * MINUTE;
    expect((await keepAlive(kept)).Result.value).toBe('SUCCESS');
    // The abandoned session has lapsed and its room is back; the kept one is still held.
    expect(await lodgesFree(searcher)).toBe(free - 1);
    expect((await keepAlive(abandoned)).Result.value).toBe('SESSION FAIL');

    // Once the kept session is abandoned too, its room goes back 19 minutes after its last use.
    now += 18 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free - 1);
    now += 2 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free);
    // A lapsed hold is not brought back by a late keep-alive.
    expect((await keepAlive(kept)).Result.value).toBe('SESSION FAIL');
    expect(await lodgesFree(searcher)).toBe(free);
  });

  it('stays held when the guest logs in (the cart is carried over to the new session)', async () => {
    const searcher = createVisitor(sandbox.current);
    const free = await lodgesFree(searcher);
    const guest = await guestHoldingALodge();
    now += 15 * MINUTE;
    const login = await guest.post(
      '/rs/login',
      await loginBody(guest, SEEDED_GUEST.email, SEEDED_GUEST.password),
    );
    expect(((await login.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');
    now += 15 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free - 1);
    now += 5 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free);
  });

  it('is the guest’s once paid: it never lapses with the session', async () => {
    const searcher = createVisitor(sandbox.current);
    const free = await lodgesFree(searcher);
    const guest = await guestHoldingALodge();
    await registerGuest(guest, 'lodge-payer@innkit.test');
    const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', { CreateToken: false });
    const result = await pay(started.ForwardURL ?? '');
    const paid = await postAs(
      guest,
      CheckoutAnswerSchema,
      '/rs/checkout',
      await checkoutBody(guest, result),
    );
    expect(paid.Result.value).toBe('SUCCESS');
    expect(await lodgesFree(searcher)).toBe(free - 1);
    // Long after every session of that day has lapsed, the paid room is still taken.
    now += 3 * 60 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free - 1);
  });
});

describe('the holds of one visitor (issue 17 item 7)', () => {
  // Each test its own nights, so the rooms held by the tests above do not count.
  const nights = (day: number) => ({
    ArrivalDate: `2026-04-${String(day).padStart(2, '0')}`,
    DepartureDate: `2026-04-${String(day + 1).padStart(2, '0')}`,
  });

  it('refuses a fifth room held by one session, in plain words', async () => {
    const guest = createVisitor(sandbox.current);
    await guest.get('/rs/system');
    for (let day = 1; day <= 4; day += 1) {
      expect((await addLodge(guest, nights(day))).Result.value).toBe('SUCCESS');
    }
    const fifth = await addLodge(guest, nights(5));
    expect(fifth.Result.value).toBe('FAIL');
    expect(fifth.Result.Text).toMatch(/You can hold up to 4 rooms at a time/);
    expect(fifth.PMSFolioId).toBeNull();
  });

  it('refuses more rooms from one client address than its cap, however many cookies', async () => {
    const { settings } = sandbox.current.repos;
    now += 2 * 60 * MINUTE; // every earlier hold of this file has lapsed
    settings.setHoldLimits({ perAddress: 3 });
    try {
      const outcomes: string[] = [];
      for (let visitor = 0; visitor < 5; visitor += 1) {
        const anonymous = createVisitor(sandbox.current);
        await anonymous.get('/rs/system');
        const answer = await addLodge(anonymous, nights(10));
        outcomes.push(answer.Result.value === 'SUCCESS' ? 'held' : (answer.Result.Text ?? ''));
      }
      expect(outcomes.slice(0, 3)).toEqual(['held', 'held', 'held']);
      for (const text of outcomes.slice(3)) {
        // A shared network is one address: the guest is told to wait or call, not blamed.
        expect(text).toMatch(/being held from your network just now/);
        expect(text).toMatch(/try again in a few minutes, or call the hotel/);
      }
    } finally {
      settings.setHoldLimits({ perAddress: 24 });
    }
  });

  it('is not kept beyond 60 minutes from the first hold by keep-alives', async () => {
    now += 2 * 60 * MINUTE;
    const searcher = createVisitor(sandbox.current);
    const free = await lodgesFree(searcher);
    const guest = await guestHoldingALodge();
    // Kept alive every 10 minutes, for well over an hour.
    for (let minute = 10; minute <= 50; minute += 10) {
      now += 10 * MINUTE;
      expect((await keepAlive(guest)).Result.value).toBe('SUCCESS');
      expect(await lodgesFree(searcher)).toBe(free - 1);
    }
    now += 9 * MINUTE; // 59 minutes after "Add room": still held
    expect((await keepAlive(guest)).Result.value).toBe('SUCCESS');
    expect(await lodgesFree(searcher)).toBe(free - 1);
    now += 1 * MINUTE; // 60 minutes: back in stock, though the session lives on
    expect(await lodgesFree(searcher)).toBe(free);
    expect((await keepAlive(guest)).Result.value).toBe('SUCCESS');
    expect(await lodgesFree(searcher)).toBe(free);
  });
});
