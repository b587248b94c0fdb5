import { addDays } from '../../domain/calendar/calendar-day';
import { $spaTimes, loadSpaTimes } from './spa';

/**
 * The first day from `from` on which a treatment has times (issue 38 §7: the drawer opens on
 * it, not on a today that has none), looking at most `limit` days ahead and never past
 * `lastDate`; the days' times are loaded (and kept) one after another. `from` when no day has
 * any; a day whose times failed to load, so that the drawer says so there with Try again.
 */
export async function firstDayWithTimes(
  itemId: string,
  from: string,
  lastDate: string,
  limit = 14,
): Promise<string> {
  for (let day = from, n = 0; day <= lastDate && n < limit; day = addDays(day, 1), n += 1) {
    const key = `${itemId}|${day}`;
    const known = $spaTimes.get()[key];
    if (!known || known.status === 'idle' || known.status === 'loading') {
      await loadSpaTimes(itemId, day);
    }
    const state = $spaTimes.get()[key];
    if (state?.status !== 'loaded') return day;
    if (state.value.length) return day;
  }
  return from;
}
