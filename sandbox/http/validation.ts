import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_JSON_DEPTH, jsonDepth } from '../lib/json-depth';

export type BodyCheck<T> = { ok: true; data: T } | { ok: false; response: Response };

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Laravel's answer to invalid input: 422 with every problem and where it is. */
export function invalidDataResponse(c: Context, issues: ValidationIssue[]): Response {
  return c.json({ message: 'The given data was invalid.', issues }, 422);
}

type JsonRead = { ok: true; json: unknown } | { ok: false; message: string };
const NOT_JSON = 'The request body is not valid JSON.';
const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

async function readJson(c: Context): Promise<JsonRead> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, json: undefined };
  // Refused before parsing: deep nesting would overflow the stack of whatever walks it.
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, message: TOO_DEEP };
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: NOT_JSON };
  }
}

/**
 * Reads the request's JSON body and validates it. An empty body reads as `undefined`.
 * Bad JSON (or JSON nested too deeply) is a 400, a schema failure a 422; in both cases the
 * handler must change nothing.
 */
export async function readBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<BodyCheck<v.InferOutput<TSchema>>> {
  const read = await readJson(c);
  if (!read.ok) {
    return { ok: false, response: c.json({ message: read.message }, 400) };
  }
  const parsed = v.safeParse(schema, read.json);
  if (parsed.success) return { ok: true, data: parsed.output };
  const issues = parsed.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return { ok: false, response: invalidDataResponse(c, issues) };
}

/** Validates the request's query parameters (each read once, as text); a failure is a 422. */
export function readQuery<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): BodyCheck<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, c.req.query());
  if (parsed.success) return { ok: true, data: parsed.output };
  const issues = parsed.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return { ok: false, response: invalidDataResponse(c, issues) };
}
