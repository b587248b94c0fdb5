import type { Context } from 'hono';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { CONFIRM_PATH } from './account-confirmation';

/**
 * A registration (or a resend) for an address that already has a confirmed account: no
 * account is made and the owner is told by mail (they may have forgotten, or someone is
 * probing). The answer is the caller's, the same as for a new address.
 */
export function mailTakenAddressOwner(c: Context<AppEnv>, owner: CustomerRow): void {
  const { repos, nowMs, publicBaseUrl } = c.var.deps;
  const link = new URL(CONFIRM_PATH, publicBaseUrl());
  repos.account.sendMail({
    recipient: owner.email,
    subject: 'You already have an account with us',
    body: `Hello ${owner.first_name}, someone tried to create an account with your address, which already has one. If it was you, log in, or reset your password if you have forgotten it: ${link.href}. If this was not you, you need do nothing.`,
    link: link.href,
    created_at: nowMs(),
  });
}
