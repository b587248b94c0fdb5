import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GetRatesAnswerSchema } from '../../src/schemas/rates';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { UpdateSessionAnswerSchema } from '../../src/schemas/system';
import { SEEDED_GUEST } from '../db/seed-guest';
import { pay, postAs, registerGuest, rs } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

// The sandbox's wall clock, moved by the test (the day is pinned for the rates).
let now = Date.UTC(2026, 2, 14, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2026-03-14', nowMs: () => now });
const MINUTE = 60_000;

const stay = { ArrivalDate: '2026-03-17', DepartureDate: '2026-03-19' };

/** Rooms of the lodge free for the stay, as a search sees them. */
async function lodgesFree(visitor: Visitor): Promise<number> {
  const response = await visitor.post('/rs/get-rates', { ...stay, Adults: 2, Venue: 'lake' });
  const answer = v.parse(GetRatesAnswerSchema, await response.json());
  const lodge = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LODGE');
  return lodge ? Math.max(...lodge.Rates.map((r) => r.NumRoomsAvail)) : 0;
}

async function guestHoldingALodge(): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  await guest.get('/rs/system');
  const response = await guest.post('/rs/book-pms', {
    PMSRoomType: 'LODGE',
    PMSRateType: 'BB',
    Adults: 2,
    ...stay,
  });
  expect(((await response.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');
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
    const login = await guest.post('/rs/login', {
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
    });
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
    const paid = await postAs(guest, CheckoutAnswerSchema, '/rs/checkout', {
      cart: {},
      balance: 0,
      checkout: { ...result, StoreCard: false },
    });
    expect(paid.Result.value).toBe('SUCCESS');
    expect(await lodgesFree(searcher)).toBe(free - 1);
    // Long after every session of that day has lapsed, the paid room is still taken.
    now += 3 * 60 * MINUTE;
    expect(await lodgesFree(searcher)).toBe(free - 1);
  });
});
