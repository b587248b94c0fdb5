import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/**
 * The answer body after checking it against the schema the widgets read it with, so the
 * sandbox can never drift from the wire contract unnoticed (a mismatch throws: a 500).
 */
export function checkedAnswer<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: v.InferInput<TSchema>,
): v.InferInput<TSchema> {
  const checked = v.safeParse(schema, body);
  if (!checked.success) {
    const problems = checked.issues.map(
      (issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`,
    );
    throw new Error(`Sandbox answer breaks its schema: ${problems.join('; ')}`);
  }
  return body;
}

/** Sends a JSON answer checked against its schema (`checkedAnswer`). */
export function answer<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(checkedAnswer(schema, body) as object, status);
}
