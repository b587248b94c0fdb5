/**
 * The next key a keyboard user presses on a WAI-ARIA date grid (src/ui/date-grid) to move
 * focus from the day `from` toward `to` (both `YYYY-MM-DD`): Page Up/Down while the month
 * differs, then the up and down arrows by weeks, then the left and right arrows by days.
 * Null when focus is there. Shared by the browser tests' and the journeys' "choose a day".
 */
export function gridKeyToward(from: string, to: string): string | null {
  if (from === to) return null;
  const month = (day: string) => day.slice(0, 7);
  if (month(from) !== month(to)) return month(to) > month(from) ? 'PageDown' : 'PageUp';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (Math.abs(days) >= 7) return days > 0 ? 'ArrowDown' : 'ArrowUp';
  return days > 0 ? 'ArrowRight' : 'ArrowLeft';
}
