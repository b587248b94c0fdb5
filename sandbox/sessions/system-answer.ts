import type { Context } from 'hono';
import type * as v from 'valibot';
import type { SystemAnswerSchema } from '../../src/schemas/system';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { SUCCESS } from '../http/results';
import { sessionAnswer } from './session-answer';
import { lifetimeRemainingMinutes, remainingSessionMinutes } from './session-timeout';

/** The `/rs/system` answer for a session: system state, remaining minutes, who is in. */
export function systemAnswer(
  c: Context<AppEnv>,
  session: SessionRow,
): v.InferInput<typeof SystemAnswerSchema> {
  const { repos, nowMs, sessionLifetimeMs } = c.var.deps;
  const now = nowMs();
  const customer =
    session.customer_id === null ? undefined : repos.customers.findById(session.customer_id);
  return {
    Result: SUCCESS,
    SystemState: repos.settings.systemState(),
    WebFolioRemainingTimeoutMinutes: remainingSessionMinutes(session, now, sessionLifetimeMs),
    SessionLifetimeRemainingMinutes: lifetimeRemainingMinutes(session, now, sessionLifetimeMs),
    Configuration: { AllowStoreCard: true },
    Session: sessionAnswer(
      session,
      customer,
      repos.classes.tempCustomerOf(session.web_folio_id)?.id ?? null,
    ),
  };
}
