import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, PENDING_CALLS, wireSchemaOf } from './calls';
import { READ_ONLY_ANSWERS } from './answers';
import { callJsonSchema, contractDocuments } from './json-schema';

/** Every call of booking-engine.md §7: its table, then the `/rs/request` methods. */
const SPEC_CALLS = [
  'GET {pms-api}/pms/availability/{property}/cheapest',
  'POST /api/cached/calendar',
  'POST /rs/get-rates',
  'POST /rs/book-pms',
  'POST /rs/login',
  'POST /rs/register',
  'POST /rs/reset-password',
  'POST /rs/checkout',
  'POST /rs/reserve',
  'POST /rs/update-session',
  'POST /rs/tempSpaAccount',
  'GET /rs/system',
  // §7 says GET; it ends a session, so it is a POST (issue 17 item 16).
  'POST /rs/clearSession',
  'GET /rs/get-webfolios',
  'POST /rs/get-my-bookings',
  'POST /log/client',
  'FetchPMSSpecialServices',
  'AddPMSSpecialService',
  'SetCheckout',
  'UpdateSession',
  'PostPayment',
  'FetchGiftCertificates',
  'PurchaseGiftCertificate',
  'FetchDiningAvailabilities',
  'CreateDiningReservation',
  'CancelDiningReservation',
  'FetchDiningVenues',
  'FetchDiningAvailableDays',
  'CreateSpaBooking',
  'CancelSpaService',
  'FetchSpaAvailability',
  'FetchSpaServices',
  'FetchSpaClasses',
  'FetchSpaCustomerConflictingBookings',
  'CreateClassBooking',
  'FetchClassItems',
  'FetchCustomerProfile',
  'UpdateCustomerProfile',
  'DoCheckout',
  'ResetPasswordCustomer',
  'CancelRetailItem',
  'CancelPMSBooking',
  'CancelPayment',
  'RemovePMSSpecialService',
];

const names = CONTRACT_CALLS.map((call) => call.name);

/** The `required` list of the payload's own object (inside the envelope for `/rs/request`). */
interface ObjectSchema {
  required?: string[];
  anyOf?: ObjectSchema[];
  oneOf?: ObjectSchema[];
  properties?: { data?: ObjectSchema };
}

/** The fields a JSON Schema requires; of a choice (`anyOf`, `oneOf`), those every branch requires. */
function requiredIn(schema: ObjectSchema | undefined): string[] {
  const branches = schema?.anyOf ?? schema?.oneOf;
  if (!branches) return schema?.required ?? [];
  const [first = [], ...rest] = branches.map(requiredIn);
  return first.filter((field) => rest.every((required) => required.includes(field)));
}

function requiredOf(call: (typeof CONTRACT_CALLS)[number]): string[] {
  const schema = callJsonSchema(call) as ObjectSchema;
  return requiredIn(call.rsMethod ? schema.properties?.data : schema);
}

describe('the published contract (dist/contract/)', () => {
  it('has a schema for every call of §7, or says why not yet', () => {
    const missing = SPEC_CALLS.filter((name) => !names.includes(name) && !(name in PENDING_CALLS));
    expect(missing).toEqual([]);
    expect(Object.keys(PENDING_CALLS).filter((name) => names.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CONTRACT_CALLS.map((call) => [call.name, call] as const))(
    '%s: its known-good payload passes the valibot schema and the wire envelope',
    (_name, call) => {
      expect(v.safeParse(call.schema, call.example).issues).toBeUndefined();
      const wire = call.rsMethod ? { method: call.rsMethod, data: call.example } : call.example;
      expect(v.safeParse(wireSchemaOf(call), wire).success).toBe(true);
    },
  );

  it.each(CONTRACT_CALLS.map((call) => [call.name, call] as const))(
    '%s: the JSON Schema requires every field §7 names, and the payload has them',
    (_name, call) => {
      expect(requiredOf(call)).toEqual(expect.arrayContaining(call.required));
      // Structurally, the known-good payload carries every required field of the JSON Schema.
      const example = (call.example ?? {}) as Record<string, unknown>;
      for (const field of requiredOf(call)) expect(example).toHaveProperty([field]);
    },
  );

  it.each(
    CONTRACT_CALLS.flatMap((call) =>
      call.required.map((field) => [call.name, field, call] as const),
    ),
  )('%s without %s is refused by the schema, naming it', (_name, field, call) => {
    const { [field]: _dropped, ...lacking } = call.example as Record<string, unknown>;
    const result = v.safeParse(call.schema, lacking);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(field);
  });

  it('writes one document per call and an index naming them', () => {
    const { index, documents } = contractDocuments();
    expect(index.calls.map((call) => call.name)).toEqual(names);
    const answers = index.calls.filter((call) => 'answerSchema' in call);
    expect(answers.map((call) => call.name).sort()).toEqual(Object.keys(READ_ONLY_ANSWERS).sort());
    expect(Object.keys(documents)).toHaveLength(CONTRACT_CALLS.length + answers.length);
    for (const call of index.calls) {
      expect(documents[call.schema]).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: call.name,
      });
    }
    // §7's names on the wire: mac, not the payment page's mac2.
    const checkout = JSON.stringify(documents['POST-rs-checkout.json']);
    expect(checkout).toContain('"mac"');
    expect(checkout).not.toContain('mac2');
  });

  it("publishes get-rates' answer with each room type's accessibility features", () => {
    const { documents } = contractDocuments();
    const rates = JSON.stringify(documents['POST-rs-get-rates.answer.json']);
    for (const field of [
      'Accessibility',
      'StepFree',
      'RollInShower',
      'GrabRails',
      'HearingLoop',
      'VisualAlarm',
      'DoorWidthCm',
    ]) {
      expect(rates).toContain(`"${field}"`);
    }
  });
});
