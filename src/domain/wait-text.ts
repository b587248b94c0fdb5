/**
 * Plain words for a 429 answer's `Retry-After`: how long to wait before sending again.
 * Under a minute in seconds, else in whole minutes rounded up.
 */
export function waitText(seconds: number | undefined): string {
  if (!seconds || seconds <= 0) return 'Too many attempts. Please wait a moment, then send again.';
  const s = Math.ceil(seconds);
  const amount =
    s < 60
      ? `${s} second${s === 1 ? '' : 's'}`
      : `${Math.ceil(s / 60)} minute${Math.ceil(s / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${amount}, then send again.`;
}
