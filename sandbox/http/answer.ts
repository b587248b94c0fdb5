import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/**
 * Sends a JSON answer after checking it against the schema the widgets read it with, so the
 * sandbox can never drift from the wire contract unnoticed (a mismatch is a 500).
 */
export function answer<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
): Response {
  const checked = v.safeParse(schema, body);
  if (!checked.success) {
    const problems = checked.issues.map(
      (issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`,
    );
    throw new Error(`Sandbox answer breaks its schema: ${problems.join('; ')}`);
  }
  return c.json(body as object, status);
}
