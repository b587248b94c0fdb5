import { Hono } from 'hono';
import { ClientLogSchema } from '../../src/schemas/log';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS } from '../http/results';
import { readBody } from '../http/validation';
import { clientAddress } from '../forms/client-address';
import { tooManyAttempts } from '../account/account-throttle';
import { type ThrottleLimit, throttle } from '../lib/throttle';

/** Reports without a session, per client address: a page with a session is not limited. */
export const ANONYMOUS_LOG_LIMIT: ThrottleLimit = { max: 30, windowSeconds: 10 * 60 };

/**
 * `POST /log/client`: browsers report what went wrong; the sandbox keeps it. Reports from a
 * visitor without a live session are throttled per client address (429), so that nobody
 * fills the table anonymously; JSON nested too deeply is a 400 like any bad body.
 */
export const logRoutes = new Hono<AppEnv>().post('/log/client', async (c) => {
  const body = await readBody(c, ClientLogSchema);
  if (!body.ok) return body.response;
  if (!c.var.session) {
    const { repos, nowMs } = c.var.deps;
    const key = `client-log:${clientAddress(c)}`;
    const decision = throttle(repos.account.throttleHits, key, ANONYMOUS_LOG_LIMIT, nowMs());
    if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
  }
  const { repos, nowMs } = c.var.deps;
  repos.clientLogs.add({ sid: c.var.session?.sid ?? null, ...body.data }, nowMs());
  return answer(c, ResultAnswerSchema, { Result: SUCCESS });
});
