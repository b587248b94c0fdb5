import type { SandboxDatabase } from './open-database';
import { MIGRATIONS } from './migrations';

/** Brings the schema up to date (PRAGMA user_version counts applied migrations). Idempotent. */
export function migrate(db: SandboxDatabase): void {
  const current = db.pragma('user_version', { simple: true });
  if (typeof current !== 'number') throw new Error('Could not read the database user_version');
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The sandbox database is at schema version ${current}, newer than this code ` +
        `(${MIGRATIONS.length}). Delete it or update the code.`,
    );
  }
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
