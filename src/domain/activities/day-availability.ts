import { hasStarted } from './has-started';

/** Why a day of an activity calendar cannot be chosen; null when it can. */
export type UnavailableReason =
  'past' | 'closed' | 'before-season' | 'after-last-date' | 'none' | 'started' | 'full';

export interface DayAvailabilityInput {
  day: string;
  /** The hotel's today (src/core/clock.ts). */
  today: string;
  closedDates: readonly string[];
  /** The first bookable day (the ice skating season's start); null: none. */
  firstDate?: string | null;
  /** The last bookable day (wild swimming's 12 January 2026); null: none. */
  lastDate?: string | null;
  /** The day's sessions as the screen lists them; undefined while not loaded. */
  sessions?: readonly { AvailSlots: number; StartTime?: string }[];
  /** The moment now: today's sessions that have started are not counted (has-started). */
  nowMs?: number;
}

const WORDS: Record<UnavailableReason, string> = {
  past: 'This date has passed.',
  closed: 'Closed on this date.',
  'before-season': 'The season has not started on this date.',
  'after-last-date': 'Not yet bookable.',
  none: 'No sessions on this date.',
  started: 'Every session on this date has started.',
  full: 'Fully booked.',
};

/** The words read out for a disabled day (the calendar's accessible description). */
export const unavailableText = (reason: UnavailableReason) => WORDS[reason];

/**
 * Whether a day of an activity calendar is available, and if not why (booking-engine.md §2:
 * days without availability and closed dates are greyed out and disabled). The order is
 * what the guest most needs to know: passed, closed, outside the bookable dates, then no
 * sessions or every session full.
 */
export function dayAvailability(input: DayAvailabilityInput): UnavailableReason | null {
  const { day } = input;
  if (day < input.today) return 'past';
  if (input.closedDates.includes(day)) return 'closed';
  if (input.firstDate && day < input.firstDate) return 'before-season';
  if (input.lastDate && day > input.lastDate) return 'after-last-date';
  if (input.sessions === undefined) return null;
  if (input.sessions.length === 0) return 'none';
  const { nowMs } = input;
  const open =
    nowMs === undefined
      ? input.sessions
      : input.sessions.filter((s) => !s.StartTime || !hasStarted(s.StartTime, input.today, nowMs));
  if (open.length === 0) return 'started';
  return open.some((s) => s.AvailSlots > 0) ? null : 'full';
}
