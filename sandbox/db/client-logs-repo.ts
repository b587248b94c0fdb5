import type { SandboxDatabase } from './open-database';
import type { ClientLogRow } from './rows';

/** Stored JSON of one logged request or response is at most this many characters. */
export const MAX_LOGGED_JSON_CHARS = 10_000;

/** JSON text of a value, replaced by a short valid-JSON preview when it is too long. */
export function boundedJson(value: unknown): string | null {
  if (value === undefined) return null;
  const json = JSON.stringify(value);
  if (json.length <= MAX_LOGGED_JSON_CHARS) return json;
  const head = json.slice(0, MAX_LOGGED_JSON_CHARS - 200);
  return JSON.stringify({ truncated: true, length: json.length, head });
}

export interface NewClientLog {
  sid: string | null;
  action: string;
  request?: unknown;
  response?: unknown;
}

/** What browsers reported through `POST /log/client`. */
export function createClientLogsRepo(db: SandboxDatabase) {
  const insert = db.prepare<[string | null, string, string | null, string | null, number]>(
    `INSERT INTO client_logs (sid, action, request_json, response_json, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const selectRecent = db.prepare<[number], ClientLogRow>(
    'SELECT * FROM client_logs ORDER BY id DESC LIMIT ?',
  );

  return {
    add(log: NewClientLog, now: number): void {
      insert.run(log.sid, log.action, boundedJson(log.request), boundedJson(log.response), now);
    },
    recent: (limit = 50): ClientLogRow[] => selectRecent.all(limit),
  };
}
export type ClientLogsRepo = ReturnType<typeof createClientLogsRepo>;
