/**
 * What the spa service drawer can do with a chosen day: list its times, say the day has
 * passed, say later days open shortly (after the last bookable day), or ask for a day.
 */
export type SpaDay = 'bookable' | 'past' | 'later' | 'invalid';

export function spaDay(day: string, today: string, lastDate: string): SpaDay {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'invalid';
  if (day < today) return 'past';
  if (day > lastDate) return 'later';
  return 'bookable';
}

/** The day the drawer starts on: the asked-for day when bookable, else today (or later). */
export function firstSpaDay(wanted: string | undefined, today: string, lastDate: string): string {
  if (wanted && spaDay(wanted, today, lastDate) === 'bookable') return wanted;
  return today;
}
