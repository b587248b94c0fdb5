import { atom } from 'nanostores';
import type { ApiError } from '../api/errors';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../schemas/system';

export interface SystemStore {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** SystemState as the back end reports it ('ONLINE' when bookings can be made). */
  SystemState: string | null;
  WebFolioRemainingTimeoutMinutes: number;
  Configuration: { AllowStoreCard: boolean };
  error: ApiError | null;
}

/** The booking system: online or not, and how long a session lives. */
export const $system = atom<SystemStore>({
  status: 'idle',
  SystemState: null,
  WebFolioRemainingTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
  Configuration: { AllowStoreCard: false },
  error: null,
});

export const isOnline = (system: SystemStore) => system.SystemState === 'ONLINE';
