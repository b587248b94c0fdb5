import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../src/schemas/system';
import type { SessionRow } from '../db/rows';

const MINUTE_MS = 60_000;
export const SESSION_TIMEOUT_MS = DEFAULT_SESSION_TIMEOUT_MINUTES * MINUTE_MS;

/** True once a session has seen no activity for the whole timeout. */
export function isSessionExpired(session: Pick<SessionRow, 'last_seen'>, nowMs: number): boolean {
  return nowMs - session.last_seen >= SESSION_TIMEOUT_MS;
}

/** Whole minutes (rounded up, never negative) until the session times out. */
export function remainingSessionMinutes(
  session: Pick<SessionRow, 'last_seen'>,
  nowMs: number,
): number {
  return Math.max(0, Math.ceil((session.last_seen + SESSION_TIMEOUT_MS - nowMs) / MINUTE_MS));
}
