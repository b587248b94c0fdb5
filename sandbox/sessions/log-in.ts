import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthAnswerSchema } from '../../src/schemas/auth';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { SUCCESS } from '../http/results';
import { sessionAnswer } from './session-answer';
import { startSession } from './session-lifecycle';

/**
 * Attaches a customer to a brand-new session (new `ik_sid` and SessionId, against session
 * fixation), carrying the live session's cart over. Returns the auth answer.
 */
export function logIn(
  c: Context<AppEnv>,
  customer: CustomerRow,
): v.InferInput<typeof AuthAnswerSchema> {
  const carriedCart = c.var.session?.web_folio_id;
  const session = startSession(c, { webFolioId: carriedCart, customerId: customer.id });
  return { Result: SUCCESS, Session: sessionAnswer(session, customer) };
}
