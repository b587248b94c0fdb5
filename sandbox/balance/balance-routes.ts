import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { remindBalances } from './balance-reminders';

/**
 * `POST /sandbox/api/jobs/balance-reminders`: runs the balance reminder job now, on the
 * request's hotel day (a test moves the clock with `X-IK-Now`); the sandbox also runs it each
 * minute on its own clock (start-sandbox.ts).
 */
export const balanceRoutes = new Hono<AppEnv>().post('/sandbox/api/jobs/balance-reminders', (c) =>
  c.json({ reminded: remindBalances(c.var.deps.repos, c.var.today, c.var.deps.nowMs()) }),
);
