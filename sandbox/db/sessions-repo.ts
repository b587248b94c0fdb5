import type { SandboxDatabase } from './open-database';
import type { SessionRow } from './rows';

export interface NewSession {
  sid: string;
  rsSessionId: string;
  webFolioId: number;
  customerId: number | null;
  now: number;
}

/** Server-side sessions, keyed by the `ik_sid` cookie value. */
export function createSessionsRepo(db: SandboxDatabase) {
  const select = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE sid = ?');
  const insert = db.prepare<[string, string, number, number | null, number, number]>(
    `INSERT INTO sessions (sid, rs_session_id, web_folio_id, customer_id, created_at, last_seen)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?');
  const updateLastSeen = db.prepare<[number, string]>(
    'UPDATE sessions SET last_seen = ? WHERE sid = ?',
  );
  const removeOfCustomer = db.prepare<[number, string]>(
    'DELETE FROM sessions WHERE customer_id = ? AND sid != ?',
  );
  const removeOlderThan = db.prepare<[number]>('DELETE FROM sessions WHERE last_seen < ?');

  return {
    find: (sid: string): SessionRow | undefined => select.get(sid),
    create(session: NewSession): SessionRow {
      const { sid, rsSessionId, webFolioId, customerId, now } = session;
      insert.run(sid, rsSessionId, webFolioId, customerId, now, now);
      const row = select.get(sid);
      if (!row) throw new Error('Session insert failed');
      return row;
    },
    remove(sid: string): void {
      remove.run(sid);
    },
    setLastSeen(sid: string, lastSeen: number): void {
      updateLastSeen.run(lastSeen, sid);
    },
    /** Ends every session of a customer except `keepSid` (none kept with ''); how many. */
    removeOfCustomer(customerId: number, keepSid = ''): number {
      return removeOfCustomer.run(customerId, keepSid).changes;
    },
    removeOlderThan(cutoff: number): void {
      removeOlderThan.run(cutoff);
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
