/**
 * How long a room held in the cart stays held (issue 6 item 9): whole minutes, rounded down,
 * until the session lapses at `until` (epoch milliseconds as the session-until cookie holds
 * them). 0 once under a minute; null when the time is unknown (no cookie, or not a number).
 */
export function holdMinutesLeft(until: string | undefined, nowMs: number): number | null {
  if (!until || !/^\d+$/.test(until)) return null;
  return Math.max(0, Math.floor((Number(until) - nowMs) / 60_000));
}
