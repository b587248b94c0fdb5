import type { Context } from 'hono';
import type { CustomerRow, SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';

export const MUST_BE_LOGGED_IN_TO_POST = 'Must be logged in to post payment.';

/** The session's customer, if the session is logged in. */
export function sessionCustomer(c: Context<AppEnv>, session: SessionRow): CustomerRow | undefined {
  return session.customer_id === null
    ? undefined
    : c.var.deps.repos.customers.findById(session.customer_id);
}

/**
 * The customer ResortSuite sees on this session: none when the session is not logged in, or
 * when its binding went stale (fixed by UpdateSession).
 */
export function boundCustomer(c: Context<AppEnv>, session: SessionRow): CustomerRow | undefined {
  if (c.var.deps.repos.account.isStale(session.rs_session_id)) return undefined;
  return sessionCustomer(c, session);
}
