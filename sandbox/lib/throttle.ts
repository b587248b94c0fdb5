/** How many attempts one key (a client, an email address) may make in a window before 429. */
export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/** Where the attempts are counted: the forms' and the account area's repos both fit. */
export interface ThrottleHits {
  add(key: string, at: number): void;
  /** How many attempts the key made after `since`, and when the oldest of them was. */
  since(key: string, since: number): { count: number; oldest: number | null };
  removeOlderThan(cutoff: number): void;
}

export type ThrottleDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A sliding window per key, without counting this attempt: allowed unless the key already
 * made `max` attempts in the last `windowSeconds`; then refused until the oldest of them
 * leaves the window (the seconds to wait, rounded up, at least 1). For limits that count
 * only some attempts (failed logins): ask first, `hits.add` when one counts.
 */
export function throttleCheck(
  hits: ThrottleHits,
  key: string,
  limit: ThrottleLimit,
  now: number,
): ThrottleDecision {
  const windowMs = limit.windowSeconds * 1000;
  hits.removeOlderThan(now - 24 * 60 * 60 * 1000);
  const { count, oldest } = hits.since(key, now - windowMs);
  if (count >= limit.max) {
    const waitMs = (oldest ?? now) + windowMs - now;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return { ok: true };
}

/** The same window, counting every allowed attempt (refused ones are not counted). */
export function throttle(
  hits: ThrottleHits,
  key: string,
  limit: ThrottleLimit,
  now: number,
): ThrottleDecision {
  const decision = throttleCheck(hits, key, limit, now);
  if (decision.ok) hits.add(key, now);
  return decision;
}
