import { atom } from 'nanostores';
import { bulkOutcomeText, bulkProgressText } from '../../domain/activities/bulk-progress-text';
import type { SpaClass } from '../../schemas/activities';

import { $activityAdding, bookOnePlace } from './activity-booking';
import { refreshPlaces } from './activity-classes';
import { refreshCartTrackingAdds } from './cart-actions';

export type BulkState =
  | { status: 'idle' }
  | { status: 'running'; added: number; total: number; text: string }
  | { status: 'done' | 'stopped' | 'failed'; added: number; total: number; text: string };

/** The drawer's "Add to cart" for several places: progress, then how it ended, in words. */
export const $bulk = atom<BulkState>({ status: 'idle' });

/** What the guest reads when the session lapsed part-way (the expired notice also shows). */
export const BULK_SESSION_EXPIRED =
  'Your booking session expired, so these places were not kept. Please start again.';

export interface BulkPlace {
  /** The session's own SpaItemId, or a variant's id. */
  itemId: string;
  quantity: number;
}

export interface BulkOptions {
  /** Between two requests (booking-engine.md §9: 750 ms). */
  delayMs: number;
  /** Waits `ms`, or less once `signal` aborts (tests pass one that does not wait). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

let stopper: AbortController | null = null;

/** "Stop": no further place is requested; those added are kept and counted. */
export function stopBulk(): void {
  stopper?.abort();
}

/** Back to idle once the guest has read how it ended (the drawer closed). */
export function resetBulk(): void {
  if ($bulk.get().status !== 'running') $bulk.set({ status: 'idle' });
}

const placesText = (n: number) => `${n} ${n === 1 ? 'place' : 'places'} added to your cart.`;

/**
 * Book several places of a session (booking-engine.md §4, "Bulk booking"): one request per
 * place, `delayMs` apart, with progress ("Adding place 2 of 4") and a stop. A failure part-way
 * ends it saying exactly how many places were added; those stay in the cart. The cart and
 * the places are refreshed at the end, whatever happened.
 */
export async function bookPlaces(
  session: SpaClass,
  places: readonly BulkPlace[],
  options: BulkOptions,
): Promise<BulkState> {
  const queue = places.flatMap((p) =>
    Array.from({ length: Math.max(0, Math.trunc(p.quantity)) }, () => p.itemId),
  );
  const total = queue.length;
  if (total === 0 || $bulk.get().status === 'running' || $activityAdding.get() !== null) {
    return $bulk.get();
  }
  const wait = options.wait ?? waitFor;
  const controller = new AbortController();
  stopper = controller;
  let added = 0;
  let end: BulkState | null = null;
  try {
    for (const [index, itemId] of queue.entries()) {
      if (controller.signal.aborted) {
        end = { status: 'stopped', added, total, text: bulkOutcomeText(added, total, null) };
        break;
      }
      $bulk.set({ status: 'running', added, total, text: bulkProgressText(index + 1, total) });
      const outcome = await bookOnePlace(session, itemId);
      if (!outcome.ok) {
        const reason = outcome.message ?? BULK_SESSION_EXPIRED;
        const kept = outcome.message === null ? 0 : added;
        end = { status: 'failed', added: kept, total, text: bulkOutcomeText(kept, total, reason) };
        break;
      }
      added += 1;
      $bulk.set({ status: 'running', added, total, text: bulkProgressText(index + 1, total) });
      if (index < total - 1) await wait(options.delayMs, controller.signal);
    }
    end ??=
      controller.signal.aborted && added < total
        ? { status: 'stopped', added, total, text: bulkOutcomeText(added, total, null) }
        : { status: 'done', added, total, text: placesText(added) };
  } finally {
    stopper = null;
    $bulk.set(end ?? { status: 'failed', added, total, text: bulkOutcomeText(added, total, '') });
  }
  await Promise.all([refreshCartTrackingAdds(), refreshPlaces()]);
  return end;
}
