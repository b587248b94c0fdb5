import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../src/schemas/system';
import type { SessionRow } from '../db/rows';

const MINUTE_MS = 60_000;
export const SESSION_TIMEOUT_MS = DEFAULT_SESSION_TIMEOUT_MINUTES * MINUTE_MS;

/** True once a session has seen no activity for the whole timeout. */
export function isSessionExpired(session: Pick<SessionRow, 'last_seen'>, nowMs: number): boolean {
  return nowMs - session.last_seen >= SESSION_TIMEOUT_MS;
}

/**
 * Whole minutes (rounded down, never negative) until the session times out: the page's
 * session clock may end a little before the server's, never more than a second after it
 * (the second absorbs the time the answer itself takes, so a fresh session says 19). Never
 * more than its absolute lifetime has left (issue 17: the countdown promises no more).
 */
export function remainingSessionMinutes(
  session: Pick<SessionRow, 'last_seen' | 'created_at'>,
  nowMs: number,
  lifetimeMs = Number.POSITIVE_INFINITY,
): number {
  const idle = Math.max(
    0,
    Math.floor((session.last_seen + SESSION_TIMEOUT_MS - nowMs + 1000) / MINUTE_MS),
  );
  return Math.min(idle, lifetimeRemainingMinutes(session, nowMs, lifetimeMs));
}

/** Whole minutes (rounded down, never negative) until the session's absolute lifetime ends. */
export function lifetimeRemainingMinutes(
  session: Pick<SessionRow, 'created_at'>,
  nowMs: number,
  lifetimeMs: number,
): number {
  if (!Number.isFinite(lifetimeMs)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor((session.created_at + lifetimeMs - nowMs) / MINUTE_MS));
}

/** True once a session is older than its absolute lifetime, however active it was. */
export function isPastLifetime(
  session: Pick<SessionRow, 'created_at'>,
  nowMs: number,
  lifetimeMs: number,
): boolean {
  return nowMs - session.created_at >= lifetimeMs;
}
