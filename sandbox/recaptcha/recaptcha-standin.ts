import type { Repos } from '../db/repos';
import { randomToken } from '../lib/random-token';

/**
 * A local stand-in for reCAPTCHA v3: `grecaptcha.execute` (served by `recaptcha-script.ts`)
 * gets a token from here carrying the site key, action and a score; the server verifies it
 * like Google's `siteverify`: once only, within two minutes, for the site key of its secret.
 */
export const SANDBOX_SITE_KEY = 'innkit-sandbox-site-key';
export const SANDBOX_SECRET = 'innkit-sandbox-secret';
/** Site key → secret (the pair Google's admin console gives). */
const SECRETS: Readonly<Record<string, string>> = { [SANDBOX_SITE_KEY]: SANDBOX_SECRET };

/** Google's tokens expire after two minutes. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
/** The score a form server asks for by default (Google's suggested threshold). */
export const MIN_SCORE = 0.5;
/** The score a token gets unless the control page (or the request) says otherwise. */
export const DEFAULT_SCORE = 0.9;

export function isKnownSiteKey(siteKey: string): boolean {
  return Object.hasOwn(SECRETS, siteKey);
}

export interface TokenRequest {
  siteKey: string;
  action: string;
  score: number;
  hostname: string;
}

/** Hands out a new single-use token. */
export function issueToken(repos: Repos, request: TokenRequest, now: number): string {
  repos.recaptchaTokens.removeOlderThan(now - 24 * 60 * 60 * 1000);
  const token = `sandbox.${randomToken(24)}`;
  repos.recaptchaTokens.add({
    token,
    site_key: request.siteKey,
    action: request.action,
    score: request.score,
    hostname: request.hostname,
    issued_at: now,
  });
  return token;
}

/** The answer of Google's `siteverify`, field for field. */
export interface SiteVerifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * `siteverify`: checks the secret and the token, and uses the token up. Error codes as
 * Google's: missing-input-secret, invalid-input-secret, missing-input-response,
 * invalid-input-response, timeout-or-duplicate.
 */
export function siteVerify(
  repos: Repos,
  input: { secret?: string; response?: string },
  now: number,
): SiteVerifyAnswer {
  const errors: string[] = [];
  if (!input.secret) errors.push('missing-input-secret');
  else if (!Object.values(SECRETS).includes(input.secret)) errors.push('invalid-input-secret');
  if (!input.response) errors.push('missing-input-response');
  if (errors.length) return { success: false, 'error-codes': errors };

  const row = repos.recaptchaTokens.find(input.response ?? '');
  if (!row || SECRETS[row.site_key] !== input.secret) {
    return { success: false, 'error-codes': ['invalid-input-response'] };
  }
  const fresh = now - row.issued_at <= TOKEN_LIFETIME_MS;
  if (!fresh || !repos.recaptchaTokens.use(row.token, now)) {
    return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  }
  return {
    success: true,
    score: row.score,
    action: row.action,
    challenge_ts: new Date(row.issued_at).toISOString(),
    hostname: row.hostname,
  };
}

export type BotCheck =
  | { ok: true; score: number }
  | { ok: false; reason: 'invalid' | 'reused-or-expired' | 'wrong-action' | 'low-score' };

/**
 * What the hotel's server does with a form's token: verify it, then insist on the action the
 * form should have asked for and a score of at least `MIN_SCORE`.
 */
export function checkBotToken(
  repos: Repos,
  token: string,
  expectedAction: string,
  now: number,
): BotCheck {
  const answer = siteVerify(repos, { secret: SANDBOX_SECRET, response: token }, now);
  if (!answer.success) {
    const duplicate = answer['error-codes']?.includes('timeout-or-duplicate');
    return { ok: false, reason: duplicate ? 'reused-or-expired' : 'invalid' };
  }
  if (answer.action !== expectedAction) return { ok: false, reason: 'wrong-action' };
  const score = answer.score ?? 0;
  if (score < MIN_SCORE) return { ok: false, reason: 'low-score' };
  return { ok: true, score };
}
