/** How a gift card reaches its recipient (booking-engine.md §3): E by email, M by post. */
export type GiftMethod = 'E' | 'M';

/** The postal country unless the guest chooses another (booking-engine.md §3). */
export const GIFT_CARD_DEFAULT_COUNTRY = 'United Kingdom';

/** What the guest has filled in on the gift card screen, as typed. */
export interface GiftDraft {
  /** The chosen certificate (its value and design), '' until chosen. */
  itemId: string;
  name: string;
  message: string;
  method: GiftMethod;
  email: string;
  address1: string;
  address2: string;
  city: string;
  county: string;
  postcode: string;
  country: string;
}

/** A fresh draft: nothing chosen, delivery by email, the post going to the United Kingdom. */
export const emptyGiftDraft = (): GiftDraft => ({
  itemId: '',
  name: '',
  message: '',
  method: 'E',
  email: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  postcode: '',
  country: GIFT_CARD_DEFAULT_COUNTRY,
});
