import { atom } from 'nanostores';
import { fetchGiftCertificates, purchaseGiftCertificate } from '../../api/gift-cards';
import { userMessageOf } from '../../api/errors';
import { track } from '../../core/analytics';
import { type GiftDraft, emptyGiftDraft } from '../../domain/gift-cards/gift-card-draft';
import { giftCardMissing } from '../../domain/gift-cards/gift-card-missing';
import { giftCardOrder } from '../../domain/gift-cards/gift-card-order';
import type { GiftCertificate } from '../../schemas/gift-cards';
import { $session, refreshCart } from '../index';
import { runChange } from './rs-outcome-handler';

export type GiftCertificatesLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; value: GiftCertificate[] }
  | { status: 'failed'; message: string };

export const GIFT_CARDS_FAILED = 'Sorry, we could not load the gift cards. Please try again.';

/** The gift card values on sale, each with its design. */
export const $giftCertificates = atom<GiftCertificatesLoad>({ status: 'idle' });
/** What the guest has filled in so far: kept when the screen or the element is remounted. */
export const $giftDraft = atom<GiftDraft>(emptyGiftDraft());
/** True while a card is being added (a second press does nothing). */
export const $giftAdding = atom(false);
/** Why the last add failed, in plain words (null when it did not, or the notice said). */
export const $giftFailure = atom<string | null>(null);

const sessionFields = () => {
  const ids = $session.get();
  return { SessionId: ids?.SessionId, WebFolioId: ids?.WebFolioId ?? null };
};

/** Changes some fields of the draft. */
export function setGiftDraft(change: Partial<GiftDraft>): void {
  $giftDraft.set({ ...$giftDraft.get(), ...change });
}

/** Loads the gift card values and designs (FetchGiftCertificates), unless already loaded. */
export async function loadGiftCertificates(force = false): Promise<void> {
  const current = $giftCertificates.get().status;
  if (!force && (current === 'loaded' || current === 'loading')) return;
  $giftCertificates.set({ status: 'loading' });
  const data = { ...sessionFields(), Language: 'en' };
  let found: GiftCertificate[] | null = null;
  const outcome = await runChange('gift-cards: FetchGiftCertificates', data, async () => {
    const answer = await fetchGiftCertificates(data);
    found = answer.GiftCertificates;
    return answer;
  });
  $giftCertificates.set(
    outcome.ok && found
      ? { status: 'loaded', value: found }
      : { status: 'failed', message: (!outcome.ok && outcome.message) || GIFT_CARDS_FAILED },
  );
}

/**
 * "Add to cart": the draft as a PurchaseGiftCertificate order (the unused method's fields
 * cleared), once however often it is pressed; on success `add_to_cart` (item_category Retail),
 * the cart again and a fresh draft. False when the draft is incomplete (nothing is sent) or the
 * order failed ($giftFailure in plain words; a lapsed session goes through the expired notice).
 */
export async function addGiftCard(target: EventTarget = document): Promise<boolean> {
  const draft = $giftDraft.get();
  if ($giftAdding.get() || giftCardMissing(draft).length) return false;
  const loaded = $giftCertificates.get();
  const certificate =
    loaded.status === 'loaded' ? loaded.value.find((c) => c.ItemId === draft.itemId) : undefined;
  if (!certificate) return false;
  $giftAdding.set(true);
  $giftFailure.set(null);
  try {
    const session = $session.get();
    const order = giftCardOrder(draft, {
      ...sessionFields(),
      CustomerId: session?.isLoggedIn ? session.CustomerId : null,
    });
    let lineId: string | null = null;
    const outcome = await runChange('gift-cards: PurchaseGiftCertificate', order, async () => {
      const answer = await purchaseGiftCertificate(order);
      lineId = answer.FolioItemId;
      return answer;
    });
    if (!outcome.ok) {
      $giftFailure.set(outcome.message);
      return false;
    }
    track(
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'GBP',
          value: certificate.Price,
          items: [
            {
              item_id: lineId ?? certificate.ItemId,
              item_name: certificate.ItemName,
              item_category: 'Retail',
              price: certificate.Price,
              quantity: 1,
              index: 0,
            },
          ],
        },
      },
      target,
    );
    $giftDraft.set(emptyGiftDraft());
    try {
      await refreshCart();
    } catch (error) {
      $giftFailure.set(userMessageOf(error));
    }
    return true;
  } finally {
    $giftAdding.set(false);
  }
}
