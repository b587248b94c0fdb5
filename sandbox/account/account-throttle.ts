import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type ThrottleLimit, throttle, throttleCheck } from '../lib/throttle';
import { clientAddress } from '../forms/client-address';

/**
 * Password-reset requests per email address (no mail-bombing an owner), and link checks per
 * email address from one client address (a stranger's bogus checks never lock the owner).
 */
export const RESET_LIMIT: ThrottleLimit = { max: 5, windowSeconds: 15 * 60 };
/**
 * Failed logins per email address from one client address, and per client address (many
 * addresses tried). The attempt source is locked, never the account owner: five wrong
 * passwords from one place leave the owner free to log in from another.
 */
export const LOGIN_LIMIT_PER_EMAIL: ThrottleLimit = { max: 5, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_CLIENT: ThrottleLimit = { max: 30, windowSeconds: 15 * 60 };
/** Registrations for taken addresses per client address (probing who has an account). */
export const REGISTER_TAKEN_LIMIT_PER_CLIENT: ThrottleLimit = { max: 5, windowSeconds: 15 * 60 };
/** Every registration per client address (no farming of accounts). */
export const REGISTER_LIMIT_PER_CLIENT: ThrottleLimit = { max: 100, windowSeconds: 15 * 60 };
/**
 * Temporary activity customers made per client address (issue 34 item 5), like the
 * registrations they stand in for: 30 new carts' customers in 15 minutes (a hotel's Wi-Fi at
 * its busiest), not 150 in a second. Asking again for a cart's own customer is not counted.
 */
export const TEMP_CUSTOMER_LIMIT_PER_CLIENT: ThrottleLimit = { max: 30, windowSeconds: 15 * 60 };
/** The settings key that sets another maximum (a whole number; absent or bad: 30). */
export const TEMP_CUSTOMER_LIMIT_KEY = 'temp_customer_cap_address';
const tempCustomerLimit = (setting: string | undefined): ThrottleLimit => {
  const max = Number(setting);
  return setting && Number.isSafeInteger(max) && max > 0
    ? { ...TEMP_CUSTOMER_LIMIT_PER_CLIENT, max }
    : TEMP_CUSTOMER_LIMIT_PER_CLIENT;
};
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const emailKey = (email: string) => email.trim().toLowerCase();

/** The 429 answer, with the seconds to wait in Retry-After. */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ message: TOO_MANY_ATTEMPTS }, 429);
}

/** Counts a reset request or check for the address; a 429 answer when it is over its limit. */
export function resetThrottled(
  c: Context<AppEnv>,
  kind: 'reset-request' | 'reset-check',
  email: string,
): Response | null {
  const { repos, nowMs } = c.var.deps;
  const source = kind === 'reset-check' ? `:${clientAddress(c)}` : '';
  const decision = throttle(
    repos.account.throttleHits,
    `${kind}:${emailKey(email)}${source}`,
    RESET_LIMIT,
    nowMs(),
  );
  return decision.ok ? null : tooManyAttempts(c, decision.retryAfterSeconds);
}

/** Counts a new temporary customer for the client address; a 429 answer when over the limit. */
export function tempCustomerThrottled(c: Context<AppEnv>): Response | null {
  const { repos, nowMs } = c.var.deps;
  const key = `temp-customer-client:${clientAddress(c)}`;
  const decision = throttle(
    repos.account.throttleHits,
    key,
    tempCustomerLimit(repos.settings.get(TEMP_CUSTOMER_LIMIT_KEY)),
    nowMs(),
  );
  return decision.ok ? null : tooManyAttempts(c, decision.retryAfterSeconds);
}

/**
 * The registration's throttle, per client address, like the login's: registrations for a
 * taken address are the failures (5 in 15 minutes), every registration counts towards a
 * ceiling (100 in 15 minutes: no account farming). Counted before the address is looked up,
 * taken back from the failures when the account was made, so that a burst cannot slip under.
 */
export function registerThrottle(c: Context<AppEnv>) {
  const { repos, nowMs } = c.var.deps;
  const hits = repos.account.throttleHits;
  const source = clientAddress(c);
  const taken = `register-taken:${source}`;
  const buckets = [
    { key: taken, limit: REGISTER_TAKEN_LIMIT_PER_CLIENT },
    { key: `register-client:${source}`, limit: REGISTER_LIMIT_PER_CLIENT },
  ];
  let counted: number | null = null;
  return {
    /** A 429 answer while refused; else null, and this registration is counted. */
    attempt(): Response | null {
      const now = nowMs();
      for (const { key, limit } of buckets) {
        const decision = throttleCheck(hits, key, limit, now);
        if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
      }
      for (const { key } of buckets) hits.add(key, now);
      counted = now;
      return null;
    },
    /** The address was free and the account made: no failure. */
    created(): void {
      if (counted !== null) hits.removeOne(taken, counted);
      counted = null;
    },
  };
}

/**
 * The login's throttle: only failures count, per email address from this client address and
 * per client address; while
 * either is over its limit the login answers 429 without looking at the password. Each attempt
 * is counted before the password is checked (an await), so logins sent all at once cannot all
 * slip under the limit, and taken back when it was right.
 */
export function loginThrottle(c: Context<AppEnv>, email: string, kind = 'login') {
  const { repos, nowMs } = c.var.deps;
  const hits = repos.account.throttleHits;
  let counted: number | null = null;
  const source = clientAddress(c);
  const buckets = [
    { key: `${kind}:${emailKey(email)}:${source}`, limit: LOGIN_LIMIT_PER_EMAIL },
    { key: `${kind}-client:${source}`, limit: LOGIN_LIMIT_PER_CLIENT },
  ];
  return {
    /** A 429 answer while refused; else null, and this attempt is counted as a failure. */
    attempt(): Response | null {
      const now = nowMs();
      for (const { key, limit } of buckets) {
        const decision = throttleCheck(hits, key, limit, now);
        if (!decision.ok) return tooManyAttempts(c, decision.retryAfterSeconds);
      }
      for (const { key } of buckets) hits.add(key, now);
      counted = now;
      return null;
    },
    /** The password was right: this attempt was no failure. */
    succeeded(): void {
      if (counted === null) return;
      for (const { key } of buckets) hits.removeOne(key, counted);
      counted = null;
    },
  };
}
