import { atom, computed } from 'nanostores';
import type { SpaClass } from '../../schemas/activities';
import type { WebFolioItem } from '../../schemas/cart';
import { $cart } from '../index';
import { $activityAdding, bookOnePlace } from './activity-booking';
import { $bulk } from './activity-bulk';
import { refreshPlaces } from './activity-classes';
import { refreshCartTrackingAdds, removeCartItem } from './cart-actions';

/**
 * The activity screens' store (issue 13): the sessions of a window and their variants
 * (activity-classes), one place (activity-booking) or several (activity-bulk), and Remove.
 * A screen subscribes and renders; the rules it shows them by are in src/domain/activities.
 */
export * from './activity-classes';
export * from './activity-booking';
export * from './activity-bulk';

/** The "My sessions" panel: the cart's activity lines (Remove, and "Book now" to the cart). */
export const $mySessions = computed($cart, (cart) =>
  cart.FolioItems.filter((item) => item.Category === 'Active'),
);

/** Why the last add failed, in plain words (null when it did not, or the notice said). */
export const $activityFailure = atom<string | null>(null);

/** "Add": one place in a session (or one of its variants), then the cart and places again. */
export async function addActivity(session: SpaClass, itemId = session.SpaItemId): Promise<boolean> {
  if ($activityAdding.get() !== null || $bulk.get().status === 'running') return false;
  $activityAdding.set(session.SpaClassId);
  $activityFailure.set(null);
  try {
    const outcome = await bookOnePlace(session, itemId);
    if (!outcome.ok) {
      $activityFailure.set(outcome.message);
      return false;
    }
    await Promise.all([refreshCartTrackingAdds(), refreshPlaces()]);
    return true;
  } finally {
    $activityAdding.set(null);
  }
}

/** "Remove" in My sessions: CancelSpaService, then the cart and places again. */
export async function removeActivity(item: WebFolioItem): Promise<boolean> {
  const outcome = await removeCartItem(item);
  if (!outcome?.ok) return false;
  await refreshPlaces();
  return true;
}
