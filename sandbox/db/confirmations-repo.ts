import type { SandboxDatabase } from './open-database';

export interface AccountConfirmationRow {
  token_hash: string;
  customer_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** Email-confirmation links (stored as the token's hash): single use, expiring. */
export function createConfirmationsRepo(db: SandboxDatabase) {
  const insert = db.prepare(
    `INSERT INTO account_confirmations (token_hash, customer_id, expires_at, created_at)
     VALUES (@token_hash, @customer_id, @expires_at, @created_at)`,
  );
  const select = db.prepare<[string], AccountConfirmationRow>(
    'SELECT * FROM account_confirmations WHERE token_hash = ?',
  );
  const use = db.prepare<[number, string]>(
    'UPDATE account_confirmations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  );
  const useOthers = db.prepare<[number, number]>(
    'UPDATE account_confirmations SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
  );
  return {
    add: (row: Omit<AccountConfirmationRow, 'used_at'>): void => {
      insert.run(row);
    },
    find: (tokenHash: string): AccountConfirmationRow | undefined => select.get(tokenHash),
    /** Spends the token and every other open token of its customer; false if already spent. */
    use(tokenHash: string, customerId: number, now: number): boolean {
      const used = use.run(now, tokenHash).changes === 1;
      if (used) useOthers.run(now, customerId);
      return used;
    },
  };
}
export type ConfirmationsRepo = ReturnType<typeof createConfirmationsRepo>;
