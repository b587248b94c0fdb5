import { Hono } from 'hono';
import * as v from 'valibot';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { RsEnvelopeSchema } from '../../src/schemas/rs-request';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SESSION_EXPIRED, fail } from '../http/results';
import { invalidDataResponse, readBody } from '../http/validation';
import { RS_METHODS } from '../request/handlers';
import { SESSIONLESS_METHODS } from '../request/sessionless';
import { OFFLINE_REFUSED_METHODS, isOffline, offlineAnswer } from '../request/offline-guard';

/**
 * `POST /rs/request`: the ResortSuite proxy's envelope `{ method, data }` (booking-engine.md
 * §7). The envelope and then the method's data are validated (422 with the issues); an
 * unknown method is a FAIL naming it; a lapsed session is SESSION FAIL (ErrorId 1002).
 */
export const requestRoutes = new Hono<AppEnv>().post('/rs/request', async (c) => {
  const body = await readBody(c, RsEnvelopeSchema);
  if (!body.ok) return body.response;
  const { method, data } = body.data;
  const handler = Object.hasOwn(RS_METHODS, method) ? RS_METHODS[method] : undefined;
  if (!handler) {
    const Result = fail(`Unknown method "${method.slice(0, 64)}". Nothing was changed.`);
    return answer(c, ResultAnswerSchema, { Result });
  }
  const parsed = v.safeParse(handler.data, data);
  if (!parsed.success) {
    return invalidDataResponse(
      c,
      parsed.issues.map((issue) => ({
        path: `data.${v.getDotPath(issue) ?? ''}`.replace(/\.$/, ''),
        message: issue.message,
      })),
    );
  }
  const session = c.var.session;
  // A reset link opened in a new browser has no session yet; the link is its own proof.
  const sessionless = Object.hasOwn(SESSIONLESS_METHODS, method)
    ? SESSIONLESS_METHODS[method]
    : undefined;
  if (!session && sessionless) return sessionless(c, parsed.output as never);
  if (!session) return answer(c, ResultAnswerSchema, { Result: SESSION_EXPIRED });
  if (OFFLINE_REFUSED_METHODS.has(method) && isOffline(c)) return offlineAnswer(c);
  return handler.run(c, session, parsed.output);
});
