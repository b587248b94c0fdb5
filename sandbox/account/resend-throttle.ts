import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../forms/client-address';
import { type ThrottleLimit, throttleCheck } from '../lib/throttle';
import { tooManyAttempts } from './account-throttle';

/** Confirmation mails asked again, per email address (no mail-bombing an owner). */
export const RESEND_LIMIT_PER_EMAIL: ThrottleLimit = { max: 3, windowSeconds: 15 * 60 };
/** And per client address (no walking a list of addresses). */
export const RESEND_LIMIT_PER_CLIENT: ThrottleLimit = { max: 10, windowSeconds: 15 * 60 };

/** Counts a resend for the address; a 429 answer (Retry-After) when either is over its limit. */
export function resendThrottled(c: Context<AppEnv>, email: string): Response | null {
  const { repos, nowMs } = c.var.deps;
  const hits = repos.account.throttleHits;
  const now = nowMs();
  const buckets = [
    { key: `resend:${email.trim().toLowerCase()}`, limit: RESEND_LIMIT_PER_EMAIL },
    { key: `resend-client:${clientAddress(c)}`, limit: RESEND_LIMIT_PER_CLIENT },
  ];
  for (const { key, limit } of buckets) {
    const decision = throttleCheck(hits, key, limit, now);
    if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
  }
  for (const { key } of buckets) hits.add(key, now);
  return null;
}
