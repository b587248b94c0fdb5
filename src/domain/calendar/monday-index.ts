/** The weekday of a `YYYY-MM-DD` day, Monday 0 … Sunday 6 (the order of `AvailMonSun`), in any time zone. */
export function mondayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}
