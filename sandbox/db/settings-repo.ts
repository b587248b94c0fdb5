import type { SandboxDatabase } from './open-database';

export const SYSTEM_STATES = ['ONLINE', 'OFFLINE'] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

const SYSTEM_STATE_KEY = 'system_state';
/**
 * The hotel's choice (issue 34 item 9): '1' when a new account must open its emailed link
 * before it may log in; anything else (the default) logs the new guest in at once.
 */
export const REGISTRATION_CONFIRMATION_KEY = 'registration_confirmation';

/** How many rooms one visitor may hold, and for how long keep-alives may keep them (issue 17). */
export interface HoldLimits {
  /** Rooms held at once by one session's cart. */
  perSession: number;
  /** Rooms held at once from one client address (many anonymous cookies, one visitor). */
  perAddress: number;
  /** Minutes from a cart's first hold after which keep-alives no longer extend its holds. */
  maxMinutes: number;
}

export const DEFAULT_HOLD_LIMITS: HoldLimits = { perSession: 4, perAddress: 8, maxMinutes: 60 };

/** The settings keys of the hold limits (a whole number each; absent or bad → the default). */
export const HOLD_LIMIT_KEYS: Record<keyof HoldLimits, string> = {
  perSession: 'hold_cap_session',
  perAddress: 'hold_cap_address',
  maxMinutes: 'hold_max_minutes',
};

/** The hold limits from a settings reader, each falling back to its default. */
export function readHoldLimits(get: (key: string) => string | undefined): HoldLimits {
  const read = (name: keyof HoldLimits) => {
    const value = Number(get(HOLD_LIMIT_KEYS[name]));
    return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_HOLD_LIMITS[name];
  };
  return {
    perSession: read('perSession'),
    perAddress: read('perAddress'),
    maxMinutes: read('maxMinutes'),
  };
}

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
    /** True when registration waits for the emailed link (default false: logged in at once). */
    registrationConfirmation: (): boolean => get(REGISTRATION_CONFIRMATION_KEY) === '1',
    setRegistrationConfirmation(on: boolean): void {
      set(REGISTRATION_CONFIRMATION_KEY, on ? '1' : '0');
    },
    holdLimits: (): HoldLimits => readHoldLimits(get),
    setHoldLimits(limits: Partial<HoldLimits>): void {
      for (const [name, value] of Object.entries(limits)) {
        set(HOLD_LIMIT_KEYS[name as keyof HoldLimits], String(value));
      }
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
