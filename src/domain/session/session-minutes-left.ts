const MINUTE_MS = 60_000;

/**
 * The minutes a session may still run on the page's clock: its idle timeout, never past the
 * end of its absolute lifetime (`lifetimeEndsAt`, epoch ms; null when the server did not say).
 * The countdown and the warnings never promise more than the server will keep.
 */
export function sessionMinutesLeft(
  idleMinutes: number,
  lifetimeEndsAt: number | null,
  nowMs: number,
): number {
  if (lifetimeEndsAt === null) return idleMinutes;
  return Math.max(0, Math.min(idleMinutes, Math.floor((lifetimeEndsAt - nowMs) / MINUTE_MS)));
}

/** When the lifetime ends, from the minutes an answer asked for at `at` reported left. */
export function lifetimeEndFrom(minutes: number | null, at: number): number | null {
  return minutes === null ? null : at + minutes * MINUTE_MS;
}
