import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthAnswerSchema } from '../../src/schemas/auth';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { sessionAnswer } from '../sessions/session-answer';
import { startSession } from '../sessions/session-lifecycle';

/** What every registration answers in Result, whether the address was free or taken. */
export const REGISTERED = { value: 'SUCCESS', Text: '' } as const;

/**
 * A registration for an address that already has an account: no account is made, nobody is
 * logged in, and the owner is told by mail (they may have forgotten, or someone is probing).
 * The answer's Result and shape are those of a new registration, and the work done (a new
 * session, a password hash spent by the caller) the same, so the answer names no account.
 */
export function registerTakenAddress(
  c: Context<AppEnv>,
  owner: CustomerRow,
): v.InferInput<typeof AuthAnswerSchema> {
  const { repos, nowMs, publicBaseUrl } = c.var.deps;
  const link = new URL('/the-lake/book/login-register', publicBaseUrl());
  repos.account.sendMail({
    recipient: owner.email,
    subject: 'You already have an account with us',
    body: `Hello ${owner.first_name}, someone (perhaps you) tried to create an account with this address, which already has one. Log in, or reset your password if you have forgotten it: ${link.href}. If this was not you, you need do nothing.`,
    link: link.href,
    created_at: nowMs(),
  });
  const session = startSession(c, { webFolioId: c.var.session?.web_folio_id });
  return { Result: REGISTERED, Session: sessionAnswer(session, undefined) };
}
