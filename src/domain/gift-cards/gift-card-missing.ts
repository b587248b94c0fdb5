import type { GiftDraft } from './gift-card-draft';

/** A field the gift card still needs, and how the guest is told. */
export interface GiftGap {
  field: keyof GiftDraft;
  words: string;
}

const filled = (text: string) => text.trim() !== '';

/**
 * What stops "Add to cart" (booking-engine.md §5): a value, the recipient's name, and the
 * chosen method's fields (E: the email; M: address line 1, city and postcode). The message and
 * the other address lines are optional. Empty: the card can be added.
 */
export function giftCardMissing(draft: GiftDraft): GiftGap[] {
  const gaps: GiftGap[] = [];
  if (!filled(draft.itemId)) gaps.push({ field: 'itemId', words: 'choose a value' });
  if (!filled(draft.name)) gaps.push({ field: 'name', words: "fill in the recipient's name" });
  if (draft.method === 'E') {
    if (!filled(draft.email)) gaps.push({ field: 'email', words: "fill in the recipient's email" });
  } else {
    if (!filled(draft.address1)) gaps.push({ field: 'address1', words: 'fill in address line 1' });
    if (!filled(draft.city)) gaps.push({ field: 'city', words: 'fill in the town or city' });
    if (!filled(draft.postcode)) gaps.push({ field: 'postcode', words: 'fill in the postcode' });
  }
  return gaps;
}

/** Why "Add to cart" is off, in one sentence, or null when it is on. */
export function giftCardDisabledReason(draft: GiftDraft): string | null {
  const gaps = giftCardMissing(draft).map((gap) => gap.words);
  if (!gaps.length) return null;
  const list = gaps.length === 1 ? gaps[0] : `${gaps.slice(0, -1).join(', ')} and ${gaps.at(-1)}`;
  return `To add this gift card, ${list}.`;
}
