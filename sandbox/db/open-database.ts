import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type SandboxDatabase = Database.Database;

export const IN_MEMORY = ':memory:';

/** Opens (creating its folder if needed) the sandbox database file, or an in-memory one. */
export function openDatabase(file: string): SandboxDatabase {
  if (file !== IN_MEMORY) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== IN_MEMORY) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
