import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { INNKIT_EXTENSION } from '../policies';
import { READ_ONLY_ANSWERS } from './answers';
import { CONTRACT_CALLS, type ContractCall, PENDING_CALLS, wireSchemaOf } from './calls';

/** A file name for a call: its method, or its path without the braces. */
export function fileOf(call: ContractCall): string {
  const base = call.rsMethod ?? `${call.httpMethod}-${call.path}`;
  return `${base
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.json`;
}

/**
 * The JSON Schema of one call's payload as it travels (`/rs/request`'s envelope included):
 * the input side of the valibot schema, so defaults are shown and the fields §7 names are
 * `required`. Checks JSON Schema cannot say (a date's calendar, nights between two dates) are
 * left to the valibot schema and named in `description`.
 */
export function callJsonSchema(call: ContractCall): Record<string, unknown> {
  const schema = toJsonSchema(wireSchemaOf(call), {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return {
    ...schema,
    $id: fileOf(call),
    title: call.name,
    description:
      `${call.httpMethod} ${call.path}${call.rsMethod ? ` {method: "${call.rsMethod}", data}` : ''}` +
      ` (${call.carries === 'query' ? 'query string' : call.carries === 'body' ? 'JSON body' : 'no payload'}).` +
      (call.beyondSpec
        ? ` Beyond booking-engine.md §7: ${call.beyondSpec}`
        : ' booking-engine.md §7.') +
      ' Further rules (real calendar dates, stay length, pattern checks) are the valibot schema’s.',
    examples:
      call.example === undefined
        ? []
        : [call.rsMethod ? { method: call.rsMethod, data: call.example } : call.example],
  };
}

/**
 * The JSON Schema of a read-only call's answer (READ_ONLY_ANSWERS), as it travels: what
 * `contract:check` validates a proxy's answer by, so the answer's fields (the room types'
 * `Accessibility` among them) are published beside the payloads.
 */
export function answerJsonSchema(call: ContractCall, schema: v.GenericSchema) {
  const document = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return {
    ...document,
    $id: fileOf(call).replace(/\.json$/, '.answer.json'),
    title: `${call.name}: the answer`,
    description: `What ${call.httpMethod} ${call.path}${call.rsMethod ? ` {method: "${call.rsMethod}"}` : ''} answers, as the bundle validates it.`,
  };
}

/**
 * Where a JSON Schema document holds fields marked as innkit extensions (`innkitField`), as
 * JSON pointers into the document: the index lists them, so the hotel's team sees at a glance
 * what innkit adds to §7's answers.
 */
export function extensionPointers(node: unknown, at = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own =
    typeof record.description === 'string' && record.description.startsWith(INNKIT_EXTENSION)
      ? [at]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) =>
      key === 'description' ? [] : extensionPointers(value, `${at}/${key}`),
    ),
  ];
}

/** Every call's document, by file name, and the index of them all. */
export function contractDocuments() {
  const documents: Record<string, Record<string, unknown>> = {};
  const calls = CONTRACT_CALLS.map((call) => {
    const file = fileOf(call);
    documents[file] = callJsonSchema(call);
    const answer = READ_ONLY_ANSWERS[call.name];
    const answerFile = answer ? file.replace(/\.json$/, '.answer.json') : undefined;
    if (answer && answerFile) documents[answerFile] = answerJsonSchema(call, answer);
    const extended = answerFile ? extensionPointers(documents[answerFile]) : [];
    return {
      name: call.name,
      httpMethod: call.httpMethod,
      path: call.path,
      ...(call.rsMethod ? { rsMethod: call.rsMethod } : {}),
      carries: call.carries,
      required: call.required,
      schema: file,
      ...(answerFile ? { answerSchema: answerFile } : {}),
      ...(call.beyondSpec ? { beyondSpec: call.beyondSpec, innkitExtension: true } : {}),
      ...(extended.length ? { innkitExtensionFields: extended } : {}),
    };
  });
  const index = {
    title: 'innkit: the calls of booking-engine.md §7',
    description:
      'One JSON Schema (draft 2020-12) per call, generated from the valibot schemas the engine sends by and the sandbox parses with. A call lacking a required field is refused by the sandbox with 422 naming it. What innkit adds to §7 is marked: a call beyond it has `innkitExtension: true` (and `beyondSpec`), and an answer field innkit adds is described "innkit extension" in its schema and listed in `innkitExtensionFields`.',
    calls,
    pending: PENDING_CALLS,
  };
  return { index, documents };
}
