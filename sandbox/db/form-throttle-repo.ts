import type { SandboxDatabase } from './open-database';

/** When each client posted a form, for the abuse throttle. */
export function createFormThrottleRepo(db: SandboxDatabase) {
  const insert = db.prepare<[string, number]>(
    'INSERT INTO form_throttle_hits (client, at) VALUES (?, ?)',
  );
  const selectSince = db.prepare<
    [string, number],
    { n: number; oldest: number | null; newest: number | null }
  >(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS newest FROM form_throttle_hits WHERE client = ? AND at > ?',
  );
  const removeOlderThan = db.prepare<[number]>('DELETE FROM form_throttle_hits WHERE at <= ?');

  return {
    add(client: string, at: number): void {
      insert.run(client, at);
    },
    /** How many posts the client made after `since`, and when the oldest and newest were. */
    since(client: string, since: number) {
      const row = selectSince.get(client, since);
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
    },
    removeOlderThan(cutoff: number): void {
      removeOlderThan.run(cutoff);
    },
    clear(): void {
      db.prepare('DELETE FROM form_throttle_hits').run();
    },
  };
}
export type FormThrottleRepo = ReturnType<typeof createFormThrottleRepo>;
