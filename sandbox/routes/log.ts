import { Hono } from 'hono';
import { ClientLogSchema } from '../../src/schemas/log';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS } from '../http/results';
import { readBody } from '../http/validation';

/** `POST /log/client`: browsers report what went wrong; the sandbox keeps it. */
export const logRoutes = new Hono<AppEnv>().post('/log/client', async (c) => {
  const body = await readBody(c, ClientLogSchema);
  if (!body.ok) return body.response;
  const { repos, nowMs } = c.var.deps;
  repos.clientLogs.add({ sid: c.var.session?.sid ?? null, ...body.data }, nowMs());
  return answer(c, ResultAnswerSchema, { Result: SUCCESS });
});
