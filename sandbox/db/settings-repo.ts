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
  /** Rooms held at once by one customer, across their carts and devices (issue 34 item 3). */
  perCustomer: number;
  /**
   * Rooms held at once from one client address: only a coarse outer limit, since a hotel's or
   * an office's shared network carries many honest guests (issue 34 item 3).
   */
  perAddress: number;
  /** Minutes from a cart's first hold after which keep-alives no longer extend its holds. */
  maxMinutes: number;
}

export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  perSession: 4,
  perCustomer: 6,
  perAddress: 24,
  maxMinutes: 60,
};

/** The settings keys of the hold limits (a whole number each; absent or bad → the default). */
export const HOLD_LIMIT_KEYS: Record<keyof HoldLimits, string> = {
  perSession: 'hold_cap_session',
  perCustomer: 'hold_cap_customer',
  perAddress: 'hold_cap_address',
  maxMinutes: 'hold_max_minutes',
};

/**
 * How many treatments, or places in classes and events, one visitor may hold at once (issue
 * 34 items 2 and 3), counted per kind: per cart (session) and per customer (across carts and
 * devices) first, per client address only as a coarse outer limit (a hotel's or an office's
 * shared network holds many honest guests).
 */
export interface ActivityCaps {
  perCart: number;
  perCustomer: number;
  perAddress: number;
}

export const DEFAULT_ACTIVITY_CAPS: ActivityCaps = { perCart: 6, perCustomer: 6, perAddress: 18 };

export const ACTIVITY_CAP_KEYS: Record<keyof ActivityCaps, string> = {
  perCart: 'activity_cap_cart',
  perCustomer: 'activity_cap_customer',
  perAddress: 'activity_cap_address',
};

/**
 * Restaurant reservations one guest may hold or book per seating day (issue 34 item 4): the
 * settings key, a whole number, default 2 (breakfast and dinner, or two dinners).
 */
export const DINING_PER_GUEST_DAY_KEY = 'dining_per_guest_day';
export const DEFAULT_DINING_PER_GUEST_DAY = 2;

/** A whole number above 0 from the settings, else the default. */
function whole(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** The activity caps from a settings reader, each falling back to its default. */
export function readActivityCaps(get: (key: string) => string | undefined): ActivityCaps {
  return {
    perCart: whole(get(ACTIVITY_CAP_KEYS.perCart), DEFAULT_ACTIVITY_CAPS.perCart),
    perCustomer: whole(get(ACTIVITY_CAP_KEYS.perCustomer), DEFAULT_ACTIVITY_CAPS.perCustomer),
    perAddress: whole(get(ACTIVITY_CAP_KEYS.perAddress), DEFAULT_ACTIVITY_CAPS.perAddress),
  };
}

/** The dining limit per guest and seating day from a settings reader. */
export function readDiningPerGuestDay(get: (key: string) => string | undefined): number {
  return whole(get(DINING_PER_GUEST_DAY_KEY), DEFAULT_DINING_PER_GUEST_DAY);
}

/** The hold limits from a settings reader, each falling back to its default. */
export function readHoldLimits(get: (key: string) => string | undefined): HoldLimits {
  const read = (name: keyof HoldLimits) => {
    const value = Number(get(HOLD_LIMIT_KEYS[name]));
    return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_HOLD_LIMITS[name];
  };
  return {
    perSession: read('perSession'),
    perCustomer: read('perCustomer'),
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
    activityCaps: (): ActivityCaps => readActivityCaps(get),
    setActivityCaps(caps: Partial<ActivityCaps>): void {
      for (const [name, value] of Object.entries(caps)) {
        set(ACTIVITY_CAP_KEYS[name as keyof ActivityCaps], String(value));
      }
    },
    diningPerGuestDay: (): number => readDiningPerGuestDay(get),
    setDiningPerGuestDay(limit: number): void {
      set(DINING_PER_GUEST_DAY_KEY, String(limit));
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
