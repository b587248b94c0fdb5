import type { FormThrottleRepo } from '../db/form-throttle-repo';
import type { ThrottleLimit } from './form-settings';

export type ThrottleDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A sliding window per client: the post is counted, unless the client already made `max`
 * posts in the last `windowSeconds`; then it is refused until the oldest of them leaves the
 * window (the seconds to wait, rounded up, at least 1).
 */
export function throttle(
  hits: FormThrottleRepo,
  client: string,
  limit: ThrottleLimit,
  now: number,
): ThrottleDecision {
  const windowMs = limit.windowSeconds * 1000;
  hits.removeOlderThan(now - 24 * 60 * 60 * 1000);
  const { count, oldest } = hits.since(client, now - windowMs);
  if (count >= limit.max) {
    const waitMs = (oldest ?? now) + windowMs - now;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  hits.add(client, now);
  return { ok: true };
}
