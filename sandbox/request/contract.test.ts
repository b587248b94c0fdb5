import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS } from '../../src/schemas/contract/calls';
import { registerGuest } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { RS_METHODS } from './handlers';

const sandbox = useTestSandbox({ now: '2026-11-20' });

/** What a refused call must leave as it was. */
const TABLES = [
  'customers',
  'sessions',
  'folio_items',
  'stay_holds',
  'payment_orders',
  'payments',
  'bookings',
  'customer_cards',
  'password_resets',
  'account_mail',
  'client_logs',
  'temp_spa_customers',
  'class_places',
  'spa_bookings',
];
const counts = () =>
  Object.fromEntries(
    TABLES.map((table) => [
      table,
      (sandbox.current.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  );

/** Sends a call's payload the way the engine would, to the sandbox. */
function send(visitor: Visitor, call: (typeof CONTRACT_CALLS)[number], payload: object) {
  if (call.carries === 'query') {
    const query = new URLSearchParams(payload as Record<string, string>);
    return visitor.get(`/api/pms/availability/the-lake/cheapest?${query}`);
  }
  const body = call.rsMethod ? { method: call.rsMethod, data: payload } : payload;
  return visitor.post(call.path, body);
}

describe('the sandbox keeps to the published contract', () => {
  it('answers every /rs/request method with the contract’s own schema', () => {
    const contract = new Map(
      CONTRACT_CALLS.filter((call) => call.rsMethod).map((call) => [call.rsMethod, call.schema]),
    );
    const unpublished = Object.keys(RS_METHODS).filter((method) => !contract.has(method));
    // A method the sandbox answers goes into src/schemas/contract/calls.ts with its schema.
    expect(unpublished).toEqual([]);
    for (const [method, handler] of Object.entries(RS_METHODS)) {
      expect(handler.data, method).toBe(contract.get(method));
    }
  });

  it('refuses every call lacking a field §7 names with a 4xx naming it, and changes nothing', async () => {
    const visitor = createVisitor(sandbox.current);
    await registerGuest(visitor, 'contract@innkit.test');
    await visitor.post('/sandbox/api/cart/sample');
    const before = counts();
    const cart = await (await visitor.get('/rs/get-webfolios')).text();
    let refused = 0;
    for (const call of CONTRACT_CALLS) {
      for (const field of call.required) {
        const { [field]: _dropped, ...lacking } = call.example as Record<string, unknown>;
        const response = await send(visitor, call, lacking);
        const answer = (await response.json()) as { issues?: { path: string; message: string }[] };
        const where = `${call.name} without ${field}`;
        expect(response.status, where).toBe(422);
        const paths = (answer.issues ?? []).map((issue) => issue.path);
        expect(paths, where).toContain(call.rsMethod ? `data.${field}` : field);
        refused += 1;
      }
    }
    expect(refused).toBe(CONTRACT_CALLS.reduce((n, call) => n + call.required.length, 0));
    expect(counts()).toEqual(before);
    expect(await (await visitor.get('/rs/get-webfolios')).text()).toBe(cart);
    // Ninety-odd requests: generous on a busy machine (no time is asserted).
  }, 120_000);
});
