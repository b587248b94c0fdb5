import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openDatabase } from './open-database';
import { createRepos } from './repos';
import { seedDatabase } from './seed';
import { SEEDED_GUEST } from './seed-guest';

const dir = mkdtempSync(join(tmpdir(), 'innkit-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openSeeded(file: string) {
  const db = openDatabase(file);
  migrate(db);
  const repos = createRepos(db);
  await seedDatabase(repos, Date.now());
  return { db, repos };
}

describe('database migration and seeding', () => {
  it('creates the schema version, WAL mode and the seeded guest in a new file', async () => {
    const { db, repos } = await openSeeded(join(dir, 'nested', 'fresh.db'));
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(repos.customers.findByEmail(SEEDED_GUEST.email)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(repos.settings.systemState()).toBe('ONLINE');
    db.close();
  });

  it('is idempotent: reopening keeps data and seeds nothing twice', async () => {
    const file = join(dir, 'reopen.db');
    const first = await openSeeded(file);
    first.repos.settings.setSystemState('OFFLINE');
    const count = first.repos.customers.count();
    first.db.close();

    const second = await openSeeded(file);
    expect(second.repos.customers.count()).toBe(count);
    expect(second.repos.settings.systemState()).toBe('OFFLINE');
    second.db.close();
  });

  it('refuses a database newer than the code', () => {
    const db = openDatabase(':memory:');
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this code/);
    db.close();
  });
});
