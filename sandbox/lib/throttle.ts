/** How many attempts one key (a client, an email address) may make in a window before 429. */
export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/** Where the attempts are counted: the forms' and the account area's repos both fit. */
export interface ThrottleHits {
  add(key: string, at: number): void;
  /** How many attempts the key made after `since`, when the oldest of them was (and the newest). */
  since(
    key: string,
    since: number,
  ): { count: number; oldest: number | null; newest?: number | null };
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

/** A lock that steps up: `free` misses, then a wait that doubles with each further miss. */
export interface StepUpLimit {
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** How long a miss is remembered. */
  windowSeconds: number;
}

/**
 * A lock for guesses that an honest guest also makes (a mistyped gift card code): after `free`
 * misses in the window the key waits `firstWaitSeconds` from its latest miss, doubling with
 * each further miss up to `maxWaitSeconds`. A guest who mistyped five times waits a minute,
 * not a quarter of an hour; a guesser's waits soon reach the maximum. Count misses with
 * `hits.add`.
 */
export function stepUpCheck(
  hits: ThrottleHits,
  key: string,
  limit: StepUpLimit,
  now: number,
): ThrottleDecision {
  hits.removeOlderThan(now - 24 * 60 * 60 * 1000);
  const { count, newest } = hits.since(key, now - limit.windowSeconds * 1000);
  if (count < limit.free || newest == null) return { ok: true };
  const waitSeconds = Math.min(
    limit.maxWaitSeconds,
    limit.firstWaitSeconds * 2 ** (count - limit.free),
  );
  const waitMs = newest + waitSeconds * 1000 - now;
  return waitMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { ok: true };
}
