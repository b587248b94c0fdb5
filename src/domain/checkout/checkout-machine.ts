import { ACCOUNT_MESSAGES } from '../text/account-messages';
import type { CardResult } from './card-result';

/** The checkout screen's states (booking-engine.md §2 and §4, "Checkout"). */
export type CheckoutState =
  /** `error`: Pay Now was pressed before the terms were agreed (cleared by agreeing). */
  | { step: 'terms'; agreed: boolean; storeCard: boolean; error: string | null }
  /** SetCheckout (or the reserve call, balance 0.00) is on its way. */
  | { step: 'starting'; storeCard: boolean }
  | { step: 'reserving' }
  /** The card page is framed. */
  | { step: 'paying'; forwardUrl: string; orderKey: string; storeCard: boolean }
  | { step: 'finalising'; orderKey: string; storeCard: boolean }
  | { step: 'done'; bookingRef: string | null }
  /** Failure, error or another card status, or a SetCheckout text: "Try again". */
  | { step: 'payment-error'; text: string }
  /** Paid but not finalised: the §8 message; the server will be asked again. */
  | { step: 'finalise-failed'; orderKey: string | null }
  | { step: 'to-cart' }
  | { step: 'to-account' };

export type CheckoutEvent =
  | { type: 'agree'; agreed: boolean }
  | { type: 'store-card'; storeCard: boolean }
  /** "Pay Now" with the cart's balance in pounds. */
  | { type: 'pay'; balance: number }
  | { type: 'started'; forwardUrl: string; orderKey: string }
  | { type: 'to-account' }
  | { type: 'start-failed'; text: string }
  | { type: 'card-result'; result: CardResult }
  /** A reload found a pending order: finalise (or re-derive) it. */
  | { type: 'resume'; orderKey: string }
  | { type: 'booked'; bookingRef: string | null }
  | { type: 'finalise-failed' }
  /**
   * The payment cannot go on, and nothing was charged: the cart changed while the card page
   * was open, or finalising found a room no longer held (issue 17 items 9 and 10).
   */
  | { type: 'refused'; text: string }
  | { type: 'try-again' };

export const CHECKOUT_START: Extract<CheckoutState, { step: 'terms' }> = {
  step: 'terms',
  agreed: false,
  storeCard: false,
  error: null,
};

/** The pure transitions of the checkout; anything else leaves the state as it is. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'agree':
      return state.step === 'terms' ? { ...state, agreed: event.agreed, error: null } : state;
    case 'store-card':
      return state.step === 'terms' ? { ...state, storeCard: event.storeCard } : state;
    case 'pay':
      // "Pay Now" needs the terms ticked (§5): pressed before, it says so; a double click
      // starts nothing more.
      if (state.step !== 'terms') return state;
      if (!state.agreed) return { ...state, error: ACCOUNT_MESSAGES.agreeTermsFirst };
      return event.balance > 0
        ? { step: 'starting', storeCard: state.storeCard }
        : { step: 'reserving' };
    case 'started':
      return state.step === 'starting'
        ? {
            step: 'paying',
            forwardUrl: event.forwardUrl,
            orderKey: event.orderKey,
            storeCard: state.storeCard,
          }
        : state;
    case 'start-failed':
      return state.step === 'starting' || state.step === 'reserving'
        ? { step: 'payment-error', text: event.text }
        : state;
    case 'to-account':
      return state.step === 'starting' ? { step: 'to-account' } : state;
    case 'card-result':
      if (state.step !== 'paying') return state;
      if (event.result === 'success') {
        return { step: 'finalising', orderKey: state.orderKey, storeCard: state.storeCard };
      }
      if (event.result === 'cancelled_by_shopper') return { step: 'to-cart' };
      return { step: 'payment-error', text: ACCOUNT_MESSAGES.paymentFailed };
    case 'resume':
      return { step: 'finalising', orderKey: event.orderKey, storeCard: false };
    case 'booked':
      return state.step === 'finalising' ||
        state.step === 'reserving' ||
        state.step === 'finalise-failed'
        ? { step: 'done', bookingRef: event.bookingRef }
        : state;
    case 'finalise-failed':
      return state.step === 'finalising'
        ? { step: 'finalise-failed', orderKey: state.orderKey }
        : state.step === 'reserving'
          ? { step: 'finalise-failed', orderKey: null }
          : state;
    case 'refused':
      return state.step === 'paying' || state.step === 'finalising'
        ? { step: 'payment-error', text: event.text }
        : state;
    case 'try-again':
      return state.step === 'payment-error' ? { ...CHECKOUT_START, agreed: true } : state;
  }
}
