import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { randomToken } from '../lib/random-token';

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the link opens: the engine's login screen, which confirms and logs in. */
export const CONFIRM_PATH = '/the-lake/book/login-register';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Mails a new account's owner a link that confirms the address and logs in whoever opens it
 * (item 15: no login before the address is shown to be theirs). The link is built from the
 * configured public address only, never from the request's Host header (item 12); the token is
 * stored as its hash, works once and expires after 24 hours.
 */
export function mailConfirmationLink(c: Context<AppEnv>, customer: CustomerRow): void {
  const { repos, nowMs, publicBaseUrl } = c.var.deps;
  const now = nowMs();
  const token = randomToken(32);
  repos.confirmations.add({
    token_hash: sha256(token),
    customer_id: customer.id,
    expires_at: now + CONFIRM_LINK_TTL_MS,
    created_at: now,
  });
  const link = new URL(CONFIRM_PATH, publicBaseUrl());
  link.searchParams.set('confirm', token);
  link.searchParams.set('email', customer.email);
  repos.account.sendMail({
    recipient: customer.email,
    subject: 'Confirm your email address',
    body: `Hello ${customer.first_name}, thank you for creating an account. Open this link within 24 hours to confirm your email address and log in: ${link.href}. If you did not create an account, you need do nothing.`,
    link: link.href,
    created_at: now,
  });
}

/**
 * Spends a confirmation link: the customer, now confirmed, when the token is open, unexpired
 * and was sent to `email`; else undefined. The link and the confirmation change together, so
 * a second use (or a race of two) finds it spent.
 */
export function confirmAccount(
  c: Context<AppEnv>,
  email: string,
  token: string,
): CustomerRow | undefined {
  const { repos, nowMs } = c.var.deps;
  const hash = sha256(token);
  return repos.folios.transaction(() => {
    const row = repos.confirmations.find(hash);
    if (!row || row.used_at !== null || row.expires_at <= nowMs()) return undefined;
    const customer = repos.customers.findById(row.customer_id);
    if (!customer || customer.email.toLowerCase() !== email.trim().toLowerCase()) return undefined;
    if (!repos.confirmations.use(hash, customer.id, nowMs())) return undefined;
    repos.customers.confirm(customer.id);
    return repos.customers.findById(customer.id);
  });
}
