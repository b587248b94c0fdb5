import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GetRatesAnswerSchema } from '../../src/schemas/rates';
import { getRatesBody } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

let clock = Date.parse('2026-03-14T10:00:00Z');
const sandbox = useTestSandbox({ now: '2026-03-14', nowMs: () => clock });
const stay = { ArrivalDate: '2026-03-24', DepartureDate: '2026-03-26', Adults: 2 };

async function lodgesFree(visitor: Visitor): Promise<number> {
  const response = await visitor.post('/rs/get-rates', await getRatesBody(visitor, stay));
  const answer = v.parse(GetRatesAnswerSchema, await response.json());
  const lodge = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LODGE');
  return lodge ? Math.max(...lodge.Rates.map((r) => r.NumRoomsAvail)) : 0;
}

const hold = (expiresAt: number | null, status: 'held' | 'booked' = 'held') =>
  sandbox.current.repos.stayInventory.hold(
    {
      venue: 'lake',
      roomType: 'LODGE',
      rateType: 'BB',
      arrival: stay.ArrivalDate,
      departure: stay.DepartureDate,
      status,
      expiresAt,
    },
    clock,
  );

describe('get-rates answers given again (the inventory cache)', () => {
  it('counts a room taken, given back and lapsed exactly as a fresh answer would', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await lodgesFree(visitor);
    expect(before).toBeGreaterThan(1);
    expect(await lodgesFree(visitor)).toBe(before);

    const id = hold(clock + 60_000);
    expect(id).not.toBeNull();
    expect(await lodgesFree(visitor)).toBe(before - 1);

    sandbox.current.repos.stayInventory.release(id!);
    expect(await lodgesFree(visitor)).toBe(before);

    hold(clock + 60_000);
    expect(await lodgesFree(visitor)).toBe(before - 1);
    // Nothing written: the hold lapses with time alone, and the room is free again.
    clock += 60_001;
    expect(await lodgesFree(visitor)).toBe(before);
  });

  it('never gives an answer worked out later to a clock set back', async () => {
    const visitor = createVisitor(sandbox.current);
    const at = clock;
    hold(at + 1_000);
    clock = at + 2_000;
    const after = await lodgesFree(visitor);
    clock = at;
    expect(await lodgesFree(visitor)).toBe(after - 1);
    clock = at + 2_000;
  });

  it('counts a plan changed since', async () => {
    const visitor = createVisitor(sandbox.current);
    const { stayInventory } = sandbox.current.repos;
    const response = async () =>
      JSON.stringify(
        await (await visitor.post('/rs/get-rates', await getRatesBody(visitor, stay))).json(),
      );
    const first = await response();
    const plan = stayInventory.ratePlans('lake').find((p) => p.room_type === 'LODGE')!;
    stayInventory.putRatePlan({ ...plan, base_rate: plan.base_rate + 10 });
    expect(await response()).not.toBe(first);
    stayInventory.putRatePlan(plan);
    expect(await response()).toBe(first);
  });
});
