import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Result } from '../../src/schemas/result';
import { newPasswordRefusal } from '../auth/breached-passwords';
import { hashPassword } from '../auth/password-hash';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { randomToken } from '../lib/random-token';
import { endAllSessionsOf } from '../sessions/session-lifecycle';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID =
  'This password reset link is not valid or has expired. Please request a new one.';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const key = (email: string) => email.trim().toLowerCase();

/**
 * Starts a reset: a random token (stored only as its hash) whether or not the address is
 * registered, so that the answer and the work done say nothing; a mail only when it is.
 */
export function requestPasswordReset(c: Context<AppEnv>, email: string): Result {
  const { repos, nowMs } = c.var.deps;
  const now = nowMs();
  const token = randomToken(32);
  const customer = repos.customers.findByEmail(email);
  repos.account.addReset({
    token_hash: sha256(token),
    email: key(email),
    customer_id: customer?.id ?? null,
    expires_at: now + RESET_LINK_TTL_MS,
    created_at: now,
  });
  if (customer) {
    // The configured public address, never the request's Host header (which anyone sets).
    const link = new URL('/the-lake/book/account/reset-password', c.var.deps.publicBaseUrl());
    link.searchParams.set('reset', token);
    link.searchParams.set('email', customer.email);
    repos.account.sendMail({
      recipient: customer.email,
      subject: 'Reset your password',
      body: `Hello ${customer.first_name}, use this link within 60 minutes to choose a new password: ${link.href}`,
      link: link.href,
      created_at: now,
    });
  }
  return SUCCESS;
}

/** ResetPasswordCustomer: checks the link (newPassword null) or sets the password with it. */
export async function resetPassword(
  c: Context<AppEnv>,
  email: string,
  token: string,
  newPassword: string | null,
): Promise<Result> {
  const { repos, nowMs } = c.var.deps;
  const hash = sha256(token);
  const valid = () => {
    const row = repos.account.findReset(hash);
    const ok =
      row !== undefined &&
      row.customer_id !== null &&
      row.used_at === null &&
      row.expires_at > nowMs() &&
      row.email === key(email);
    return ok ? row : undefined;
  };
  const row = valid();
  if (!row || row.customer_id === null) return fail(RESET_LINK_INVALID);
  if (newPassword === null) return SUCCESS;
  const weak = newPasswordRefusal(newPassword);
  if (weak) return weak;
  const passwordHash = await hashPassword(newPassword, c.var.deps.passwordHashCost);
  const customerId = row.customer_id;
  // Spent and changed together; a second use of the link (or a race) finds it spent.
  const done = repos.folios.transaction(() => {
    if (!valid() || !repos.account.useReset(hash, customerId, nowMs())) return false;
    repos.account.updatePassword(customerId, passwordHash, nowMs());
    // The link came to the account's mailbox: that shows the address is the guest's.
    repos.customers.confirm(customerId);
    return true;
  });
  if (!done) return fail(RESET_LINK_INVALID);
  // Whoever was logged in (perhaps the one who took the old password) is logged out.
  endAllSessionsOf(c, customerId);
  return { value: 'SUCCESS', Text: 'Your password was reset successfully.' };
}
