/**
 * How long a room held in the cart stays held (issue 6 item 9): minutes, rounded up, until the
 * session lapses at `until` (epoch milliseconds, as the session-until cookie holds them), so a
 * session just kept alive says its full 19; 0 once lapsed; null when the time is unknown (no
 * cookie, or not a number).
 */
export function holdMinutesLeft(until: string | undefined, nowMs: number): number | null {
  if (!until || !/^\d+$/.test(until)) return null;
  return Math.max(0, Math.ceil((Number(until) - nowMs) / 60_000));
}
