import type { Context } from 'hono';
import type { Result } from '../../src/schemas/result';
import { newPasswordRefusal } from '../auth/breached-passwords';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { endOtherSessionsOf } from '../sessions/session-lifecycle';
import { loginThrottle } from './account-throttle';

export const CURRENT_PASSWORD_REQUIRED =
  'Please enter your current password to change your password or email address.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Checks the current password of a logged-in customer before a password or email change:
 * null when right, else the FAIL to answer (or a 429, throttled like a login per source).
 */
export async function checkCurrentPassword(
  c: Context<AppEnv>,
  customer: CustomerRow,
  current: string | undefined,
): Promise<Result | Response | null> {
  if (!current) return fail(CURRENT_PASSWORD_REQUIRED);
  const throttle = loginThrottle(c, customer.email, 'current-password');
  const refused = throttle.attempt();
  if (refused) return refused;
  if (!(await verifyPassword(current, customer.password_hash))) {
    return fail(CURRENT_PASSWORD_WRONG);
  }
  throttle.succeeded();
  return null;
}

/**
 * A password change from the profile: the new hash, every other session of the customer
 * ended (this one stays logged in), and a notice to the account's address.
 */
export async function changePassword(
  c: Context<AppEnv>,
  customer: CustomerRow,
  newPassword: string,
): Promise<Result> {
  const weak = newPasswordRefusal(newPassword);
  if (weak) return weak;
  const { account } = c.var.deps.repos;
  const hash = await hashPassword(newPassword, c.var.deps.passwordHashCost);
  account.updatePassword(customer.id, hash, c.var.deps.nowMs());
  endOtherSessionsOf(c, customer.id);
  account.sendMail({
    recipient: customer.email,
    subject: 'Your password was changed',
    body: `Hello ${customer.first_name}, the password of your account was changed and every other device was logged out. If this was not you, reset your password now and contact us.`,
    link: null,
    created_at: c.var.deps.nowMs(),
  });
  return SUCCESS;
}

/** Tells the old address that the account's email address was changed (and to what). */
export function noticeEmailChange(c: Context<AppEnv>, before: CustomerRow, newEmail: string) {
  c.var.deps.repos.account.sendMail({
    recipient: before.email,
    subject: 'Your email address was changed',
    body: `Hello ${before.first_name}, the email address of your account was changed to ${newEmail}. If this was not you, contact us at once.`,
    link: null,
    created_at: c.var.deps.nowMs(),
  });
}

/** True when a profile update changes the account's email address (case aside). */
export function changesEmail(customer: CustomerRow, email: string): boolean {
  return customer.email.trim().toLowerCase() !== email.trim().toLowerCase();
}
