import { formatMoney } from '../format/format-money';
import { dayName } from '../calendar/day-name';
import { spaDay } from './spa-day';

/** Why a day of the spa drawer's date grid cannot be chosen; null when it can. */
export type SpaDayReason = 'past' | 'later';

const WORDS: Record<SpaDayReason, string> = {
  past: 'This date has passed',
  later: 'Not yet bookable',
};

/**
 * One day of the spa service drawer's date grid (booking-engine.md §2, §9; issue 22's date
 * grid): bookable from today up to the last spa day; the accessible name says the full date
 * (dayName), whether it is chosen, then the treatment's price or why the day cannot be booked,
 * as the stay and activity calendars' days do: "Friday 5 December 2025, chosen, £75.00" /
 * "Sunday 30 November 2025, This date has passed".
 */
export function spaGridDay(input: {
  day: string;
  today: string;
  lastDate: string;
  price: number;
  chosen: boolean;
}): { label: string; reason: SpaDayReason | null } {
  const state = spaDay(input.day, input.today, input.lastDate);
  const reason = state === 'past' || state === 'later' ? state : null;
  const parts = [dayName(input.day)];
  if (input.chosen) parts.push('chosen');
  parts.push(reason ? WORDS[reason] : formatMoney(input.price));
  return { label: parts.join(', '), reason };
}
