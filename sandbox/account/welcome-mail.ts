import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { randomToken } from '../lib/random-token';

/** How long the welcome mail's "this was not me" link works: a week, not a reset's hour. */
export const NOT_ME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const WELCOME_SUBJECT = 'Welcome: your account is ready';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The welcome mail of a registration that logged the guest in at once (issue 34 item 9,
 * confirmation off). It carries a "this was not me" link: a password-reset link for the
 * account, so that the owner of the mailbox, if someone else used their address, chooses the
 * password and so logs out whoever made the account (a reset ends every session). The link is
 * built from the configured public address only and stored as its token's hash.
 */
export function mailWelcome(c: Context<AppEnv>, customer: CustomerRow): void {
  const { repos, nowMs, publicBaseUrl } = c.var.deps;
  const now = nowMs();
  const token = randomToken(32);
  repos.account.addReset({
    token_hash: sha256(token),
    email: customer.email.trim().toLowerCase(),
    customer_id: customer.id,
    expires_at: now + NOT_ME_LINK_TTL_MS,
    created_at: now,
  });
  const link = new URL('/the-lake/book/account/reset-password', publicBaseUrl());
  link.searchParams.set('reset', token);
  link.searchParams.set('email', customer.email);
  repos.account.sendMail({
    recipient: customer.email,
    subject: WELCOME_SUBJECT,
    body: `Hello ${customer.first_name}, thank you for creating an account: you are logged in and can book straight away. This was not me: if you did not create this account, open this link within 7 days to choose your own password, which logs out whoever made it: ${link.href}. You can also use "Forgot password" at any time.`,
    link: link.href,
    created_at: now,
  });
}
