import type { CancellationPolicy } from '../../schemas/policies';
import { addDays } from '../calendar/calendar-day';
import { londonInstant } from './london-time';
import { itemStart } from './stay-clock';

/**
 * The instant (epoch ms) until which an item may be cancelled free of charge, or undefined
 * when it never may (non-refundable). `arrival` is a stay's arrival day (`YYYY-MM-DD`, counted
 * from check-in) or an item's start (`YYYY-MM-DDTHH:mm`), both hotel time. "N days before at
 * 15:00" is 15:00 on the hotel's calendar, whatever the clocks did in between; "N hours before"
 * is N elapsed hours before the start. Cancelling is free strictly before this instant: at the
 * deadline's own second the fee applies.
 */
export function cancellationDeadline(
  policy: CancellationPolicy,
  arrival: string,
): number | undefined {
  if (policy.kind === 'non-refundable') return undefined;
  const start = itemStart(arrival);
  const { before } = policy;
  if ('hours' in before) return londonInstant(start) - before.hours * 3_600_000;
  return londonInstant(`${addDays(start.slice(0, 10), -before.days)}T${before.at}`);
}
