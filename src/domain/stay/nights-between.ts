/** Nights from arrival to departure (`YYYY-MM-DD`); negative when departure is earlier. */
export function nightsBetween(arrival: string, departure: string): number {
  const ms = Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
