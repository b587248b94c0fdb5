import { atom } from 'nanostores';
import type { ApiError } from '../api/errors';
import type { WebFolioItem } from '../schemas/cart';
import type { AppliedGiftCard } from '../schemas/gift-redemption';
import type { PaymentScheduleWire } from '../schemas/payment-schedule';

export interface CartStore {
  loaded: boolean;
  /** A cart request is under way (the header shows an updating icon). */
  updating: boolean;
  FolioBalance: number;
  FolioItems: WebFolioItem[];
  /** Gift cards applied at checkout; FolioBalance is what is left after them. */
  GiftCards: AppliedGiftCard[];
  Guaranteed: boolean;
  /** What checkout charges today and what is left for later (issue 32 §2), when sent. */
  PaymentSchedule?: PaymentScheduleWire;
  /** The last stay dates searched in this browser, kept for an empty cart's way back. */
  LastDateSearched: string | null;
  error: ApiError | null;
}

export const EMPTY_CART: CartStore = {
  loaded: false,
  updating: false,
  FolioBalance: 0,
  FolioItems: [],
  GiftCards: [],
  Guaranteed: false,
  LastDateSearched: null,
  error: null,
};

/** The one cart (web folio) shared by every element on the page. */
export const $cart = atom<CartStore>(EMPTY_CART);
