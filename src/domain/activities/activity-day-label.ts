import { dayName } from '../calendar/day-name';
import { formatMoney } from '../format/format-money';
import { type UnavailableReason, unavailableText } from './day-availability';
import { hasStarted } from './has-started';

/** What a day of an activity calendar offers: its cheapest open session and the places left. */
export interface ActivityDayOffer {
  /** The cheapest price of a session with places left, pounds and pence. */
  readonly from: number;
  /** Places left, all the day's open sessions together. */
  readonly places: number;
}

interface OfferedSession {
  readonly Price: number;
  readonly AvailSlots: number;
  readonly StartTime: string;
}

/**
 * The offer of a day from the sessions its screen lists (src/domain/activities/screen-view.ts):
 * those that have places left and, given the moment now, have not started (has-started, the
 * rule the day's availability follows). Null when none is open.
 */
export function activityDayOffer(
  sessions: readonly OfferedSession[],
  today: string,
  nowMs?: number,
): ActivityDayOffer | null {
  const open = sessions.filter(
    (s) => s.AvailSlots > 0 && (nowMs === undefined || !hasStarted(s.StartTime, today, nowMs)),
  );
  if (!open.length) return null;
  return {
    from: Math.min(...open.map((s) => s.Price)),
    places: open.reduce((sum, s) => sum + s.AvailSlots, 0),
  };
}

export interface ActivityDayLabelInput {
  readonly date: string;
  /** The month's sessions are loading. */
  readonly loading: boolean;
  /** Why the day cannot be chosen (src/domain/activities/day-availability.ts); null: it can. */
  readonly reason: UnavailableReason | null;
  readonly chosen: boolean;
  readonly offer: ActivityDayOffer | null;
}

const placesText = (n: number) => (n === 1 ? '1 place left' : `${n} places left`);

/**
 * A day's accessible name on an activity calendar (issue 22 item 3), as the stay calendar's:
 * "Friday 26 December 2026, from £20.00, 3 places left"; "…, chosen, …" for the chosen day;
 * a day that cannot be chosen says why in the words the screen uses ("Closed on this date",
 * "Fully booked", "This date has passed"); "sessions loading" while its month loads.
 */
export function activityDayLabel(input: ActivityDayLabelInput): string {
  const parts = [dayName(input.date)];
  if (input.chosen) parts.push('chosen');
  if (input.loading) parts.push('sessions loading');
  else if (input.reason) parts.push(unavailableText(input.reason).replace(/\.$/, ''));
  else if (input.offer) {
    const { from, places } = input.offer;
    parts.push(from === 0 ? 'free' : `from ${formatMoney(from)}`, placesText(places));
  } else parts.push('Sessions available');
  return parts.join(', ');
}
