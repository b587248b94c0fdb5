import type { SandboxDatabase } from './open-database';
import type { RecaptchaTokenRow } from './rows';

/** Tokens handed out by the reCAPTCHA stand-in; each may be verified once. */
export function createRecaptchaTokensRepo(db: SandboxDatabase) {
  const insert = db.prepare(
    `INSERT INTO recaptcha_tokens (token, site_key, action, score, hostname, issued_at)
     VALUES (@token, @site_key, @action, @score, @hostname, @issued_at)`,
  );
  const select = db.prepare<[string], RecaptchaTokenRow>(
    'SELECT * FROM recaptcha_tokens WHERE token = ?',
  );
  const use = db.prepare<[number, string]>(
    'UPDATE recaptcha_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL',
  );
  const removeOlderThan = db.prepare<[number]>('DELETE FROM recaptcha_tokens WHERE issued_at < ?');

  return {
    add(row: Omit<RecaptchaTokenRow, 'used_at'>): void {
      insert.run(row);
    },
    find: (token: string): RecaptchaTokenRow | undefined => select.get(token),
    /** Marks the token used; false when it was used already (or is unknown). Atomic. */
    use: (token: string, now: number): boolean => use.run(now, token).changes === 1,
    removeOlderThan(cutoff: number): void {
      removeOlderThan.run(cutoff);
    },
  };
}
export type RecaptchaTokensRepo = ReturnType<typeof createRecaptchaTokensRepo>;
