import { atom } from 'nanostores';
import { addSpecialService, cancelCartItem, removeSpecialService } from '../../api/booking-api';
import { track } from '../../core/analytics';
import { cartEcommerce } from '../../domain/cart/cart-ecommerce';
import { cartRemoval } from '../../domain/cart/cart-removal';
import type { FolioSpecialService, WebFolioItem } from '../../schemas/cart';
import { $cart, $session, refreshCart } from '../index';
import { type ChangeOutcome, runChange } from './rs-outcome-handler';

/** Changes under way, by key (an item or a service): a second click while busy does nothing. */
export const $busy = atom<Readonly<Record<string, true>>>({});
/** The last failure of each item or service, in plain words, by the same key. */
export const $failures = atom<Readonly<Record<string, string>>>({});

export const itemKey = (item: Pick<WebFolioItem, 'FolioItemId'>) => `item:${item.FolioItemId}`;
export const serviceKey = (service: Pick<FolioSpecialService, 'PMSFolioSpecialServiceId'>) =>
  `service:${service.PMSFolioSpecialServiceId}`;

function sessionData() {
  const session = $session.get();
  return session ? { SessionId: session.SessionId, WebFolioId: session.WebFolioId } : {};
}

function setEntry<T>(store: typeof $busy | typeof $failures, key: string, value: T | undefined) {
  const next: Record<string, unknown> = { ...store.get() };
  if (value === undefined) delete next[key];
  else next[key] = value;
  store.set(next as never);
}

/** Run a change once per key at a time, keep its failure message, refresh the cart after. */
async function once(
  key: string,
  change: () => Promise<ChangeOutcome>,
): Promise<ChangeOutcome | null> {
  if ($busy.get()[key]) return null;
  setEntry($busy, key, true);
  setEntry($failures, key, undefined);
  try {
    const outcome = await change();
    if (outcome.ok) await refreshCart();
    else if (outcome.message) setEntry($failures, key, outcome.message);
    return outcome;
  } finally {
    setEntry($busy, key, undefined);
  }
}

/** Remove a cart item through its own cancel method (booking-engine.md §7). */
export function removeCartItem(item: WebFolioItem, target: EventTarget = document) {
  const removal = cartRemoval(item);
  return once(itemKey(item), async () => {
    const session = sessionData();
    const outcome = await runChange(`cart: ${removal.method}`, removal, () =>
      cancelCartItem(removal, session),
    );
    if (outcome.ok) track(cartEcommerce('remove_from_cart', [item]), target);
    return outcome;
  });
}

/** Add an extra to a room: the drawer's checked choice for one special service. */
export function addExtra(
  room: WebFolioItem,
  add: { PMSItemId: string; Comments: string | null },
): Promise<ChangeOutcome | null> {
  const data = { ...sessionData(), PMSFolioId: room.FolioId, Qty: 1, ...add };
  return once(`add:${room.FolioItemId}:${add.PMSItemId}`, () =>
    runChange('extras: AddPMSSpecialService', data, () => addSpecialService(data)),
  );
}

/** Take an extra off a room. */
export function removeExtra(room: WebFolioItem, service: FolioSpecialService) {
  const data = {
    ...sessionData(),
    PMSFolioId: room.FolioId,
    PMSFolioSpecialServiceId: service.PMSFolioSpecialServiceId,
  };
  return once(serviceKey(service), () =>
    runChange('extras: RemovePMSSpecialService', data, () => removeSpecialService(data)),
  );
}

/**
 * Reads the cart again after something was added (a treatment, places, a table) and reports
 * `add_to_cart` for each line that was not there before, with its cart category.
 */
export async function refreshCartTrackingAdds(target: EventTarget = document): Promise<void> {
  const before = new Set($cart.get().FolioItems.map((item) => item.FolioItemId));
  await refreshCart();
  const added = $cart.get().FolioItems.filter((item) => !before.has(item.FolioItemId));
  if (added.length) track(cartEcommerce('add_to_cart', added), target);
}

/** The cart's current value for `view_cart`. */
export function trackViewCart(target: EventTarget = document): void {
  track(cartEcommerce('view_cart', $cart.get().FolioItems), target);
}
