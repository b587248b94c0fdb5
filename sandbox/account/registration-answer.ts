import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthAnswerSchema } from '../../src/schemas/auth';
import type { AppEnv } from '../http/app-env';
import { sessionAnswer } from '../sessions/session-answer';
import { startSession } from '../sessions/session-lifecycle';

/** What every registration answers in Result, whether the address was free or taken. */
export const REGISTERED = { value: 'SUCCESS', Text: '' } as const;

/**
 * The one answer of `/rs/register`, for a new address and a taken one alike: nobody is
 * logged in (a new account waits for its email link), and a new session id carries the
 * browser's cart on. Same Result, same shape, same work: the answer names no account.
 */
export function registrationAnswer(c: Context<AppEnv>): v.InferInput<typeof AuthAnswerSchema> {
  const session = startSession(c, { webFolioId: c.var.session?.web_folio_id });
  return { Result: REGISTERED, Session: sessionAnswer(session, undefined) };
}
