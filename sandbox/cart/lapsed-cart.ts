import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * True when the request's cookie names a session that has lapsed (or is gone) rather than
 * none at all: its cart was released, and the page must be told, not handed a new empty cart
 * without a word (issue 17 item 6).
 */
export const sessionLapsed = (c: Context<AppEnv>): boolean =>
  c.var.session === null && c.var.cookieSid !== null;

/** True when the lapsed session of the request had lines in its cart (they were released). */
export function lapsedWithItems(c: Context<AppEnv>): boolean {
  const sid = c.var.cookieSid;
  if (c.var.session !== null || sid === null) return false;
  const row = c.var.deps.repos.sessions.find(sid);
  return row !== undefined && c.var.deps.repos.folios.items(row.web_folio_id).length > 0;
}
