import type { SandboxDatabase } from './open-database';

export const SYSTEM_STATES = ['ONLINE', 'OFFLINE'] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

const SYSTEM_STATE_KEY = 'system_state';

export function isSystemState(value: unknown): value is SystemState {
  return SYSTEM_STATES.some((state) => state === value);
}

/** Key/value settings shared by every visitor (system state, seed version …). */
export function createSettingsRepo(db: SandboxDatabase) {
  const select = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );

  const get = (key: string): string | undefined => select.get(key)?.value;
  const set = (key: string, value: string): void => {
    upsert.run(key, value);
  };

  return {
    get,
    set,
    systemState(): SystemState {
      const value = get(SYSTEM_STATE_KEY);
      return isSystemState(value) ? value : 'ONLINE';
    },
    setSystemState(state: SystemState): void {
      set(SYSTEM_STATE_KEY, state);
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
