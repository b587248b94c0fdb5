import { addDays } from '../../src/domain/calendar/calendar-day';

/** `{{today}}`, `{{today+45}}`, `{{today-3}}`: a date a demo page wants to move with today. */
const TOKEN = /\{\{today(?:([+-])(\d{1,4}))?\}\}/g;

/**
 * A demo page's text with every `{{today±N}}` token replaced by that day (YYYY-MM-DD) counted
 * from `today`. A real CMS page writes its dates as they are; the demo pages write the dates
 * an editor would keep moving (the spa's last bookable day) as tokens, so that the demo and
 * the journeys run on it never go out of date.
 */
export function fillDemoDates(text: string, today: string): string {
  return text.replace(TOKEN, (_, sign: string | undefined, days: string | undefined) =>
    addDays(today, sign === '-' ? -Number(days) : Number(days ?? 0)),
  );
}

/** True when a page holds a token (only those pages are read and rewritten). */
export function hasDemoDates(text: string): boolean {
  return text.includes('{{today');
}
