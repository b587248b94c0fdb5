import type { Context } from 'hono';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';

/**
 * The customers a session may book classes for: its logged-in customer and its cart's
 * temporary customer (booking-engine.md §6), as ids. A cart carried over on login keeps its
 * temporary customer, so sessions added before logging in stay the guest's.
 */
export function classCustomers(c: Context<AppEnv>, session: SessionRow): number[] {
  const temp = c.var.deps.repos.classes.tempCustomerOf(session.web_folio_id);
  return [session.customer_id, temp?.id].filter((id): id is number => typeof id === 'number');
}

/** The customer named in a request when the session may book for it, else null. */
export function classCustomer(c: Context<AppEnv>, session: SessionRow, id: string): number | null {
  const wanted = Number(id);
  return classCustomers(c, session).includes(wanted) ? wanted : null;
}
