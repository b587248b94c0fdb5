/**
 * Plain words for a 429 answer's `Retry-After`: how long to wait before sending again.
 * Under a minute in seconds, else in whole minutes rounded up. `again` names what to do next
 * (a form sends again; a login tries again).
 */
export function waitText(seconds: number | undefined, again = 'send again'): string {
  if (!seconds || seconds <= 0) return `Too many attempts. Please wait a moment, then ${again}.`;
  const s = Math.ceil(seconds);
  const amount =
    s < 60
      ? `${s} second${s === 1 ? '' : 's'}`
      : `${Math.ceil(s / 60)} minute${Math.ceil(s / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${amount}, then ${again}.`;
}
