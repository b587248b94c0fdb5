import { dayRange } from '../../src/domain/calendar/day-range';
import type { ClassItemRow } from '../db/classes-repo';
import { ITEM_POLICIES } from '../policies/item-policies';
import { dayJson, dayListing } from './day-listing';

/** The sessions' policies (issue 32), the same in every window's answer. */
const POLICIES = JSON.stringify(ITEM_POLICIES.Active);

const MAX_WINDOWS_KEPT = 256;
const answers = new WeakMap<readonly ClassItemRow[], Map<string, Uint8Array<ArrayBuffer>>>();
const encoder = new TextEncoder();

/** The places taken, in a stable order: the part of the answer that changes per request. */
function takenKey(taken: ReadonlyMap<string, number>): string {
  return [...taken]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, n]) => `${id}:${n}`)
    .join(',');
}

/**
 * The whole FetchSpaClasses answer for a window of days at a location, as the bytes sent:
 * built from the kept day listings once per catalogue, window, location and places taken,
 * then sent again as it is while none of those change. Guests browsing the calendar ask
 * for the same few windows over and over; building and encoding 42 days (about 140 kB) for
 * each was most of the method's time (bench/activities.ts: p95 within 50 ms, 20 clients).
 */
export function windowAnswer(
  catalogue: readonly ClassItemRow[],
  window: { StartDate: string; EndDate: string; Location: string },
  taken: ReadonlyMap<string, number>,
  result: unknown,
): Uint8Array<ArrayBuffer> {
  let kept = answers.get(catalogue);
  if (!kept) answers.set(catalogue, (kept = new Map()));
  const key = `${window.Location}|${window.StartDate}|${window.EndDate}|${takenKey(taken)}`;
  let bytes = kept.get(key);
  if (!bytes) {
    const days = dayRange(window.StartDate, window.EndDate).map((day) =>
      dayJson(day, dayListing(catalogue, day, window.Location), taken),
    );
    bytes = encoder.encode(
      `{"Result":${JSON.stringify(result)},"DailySpaClasses":[${days.join(',')}],"Policies":${POLICIES}}`,
    );
    if (kept.size >= MAX_WINDOWS_KEPT) kept.clear();
    kept.set(key, bytes);
  }
  return bytes;
}
