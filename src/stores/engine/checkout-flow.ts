import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { cardResult } from '../../domain/checkout/card-result';
import {
  CHECKOUT_START,
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
} from '../../domain/checkout/checkout-machine';
import { finaliseRoute } from '../../domain/checkout/finalise-route';
import { formatMoney } from '../../domain/format/format-money';
import { setCheckoutRoute } from '../../domain/checkout/set-checkout-route';
import { type GatewayResult, GatewayResultSchema, gatewayFields } from '../../schemas/checkout';
import type { Session } from '../../schemas/session';
import { fetchCart } from '../../api/cart-api';
import { cartEcho } from '../../api/cart-echo';
import {
  finaliseCheckout,
  knownSession,
  paymentStatus,
  reserve,
  sessionFields,
  setCheckout,
  updateRsSession,
} from '../../api/checkout-api';
import { userMessageOf } from '../../api/errors';
import { postFolioPayments } from '../../api/post-folio-payments';

/** Where the checkout keeps the order it is paying, so that a reload asks the server. */
export const PENDING_ORDER_KEY = 'ik_pending_order';
/** The stored booking (booking-engine.md §3 browser storage), cleared once booked. */
export const STORED_BOOKING_KEY = 'rsbooking';
/** A paid order finalising refused (a room no longer held): nothing was charged. */
export const VOIDED_TEXT =
  'A room in your cart was no longer held for you, so nothing was booked and your card has not been charged. Please check your cart.';

/** The cart changed in another tab while the card page was open. */
export const cartChangedText = (balance: number) =>
  `Your cart changed while you were paying, so that payment was stopped and nothing has been charged. The total is now ${formatMoney(balance)}: please check it and pay again.`;

/** The type of the message the payment result page posts to the framing checkout. */
export const PAYMENT_MESSAGE_TYPE = 'ik-payment-result';

/** The result message the payment result page posts (the checkout and the card-add frame). */
export const PaymentMessageSchema = v.object({
  type: v.literal(PAYMENT_MESSAGE_TYPE),
  ...GatewayResultSchema.entries,
});

export interface CheckoutFlowDeps {
  /** The page's session (for SetCheckout and UpdateSession). */
  session: () => Session | null;
  /** After a booking: refresh the cart and session stores (the new, empty web folio). */
  afterBooking?: () => Promise<void> | void;
  /** sessionStorage, or a stand-in in tests. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The page's origin: only the result page on it may report a card result. */
  origin?: string;
}

export interface CheckoutFlow {
  $state: ReadableAtom<CheckoutState>;
  agree(agreed: boolean): void;
  storeCard(storeCard: boolean): void;
  /** "Pay Now": SetCheckout and the card frame, or the reserve call at 0.00. */
  pay(balance: number): Promise<void>;
  /** A `message` event from the card frame; others are ignored. */
  handleMessage(event: Pick<MessageEvent, 'origin' | 'data'>): Promise<void>;
  /** A reload (or "Check again"): re-derive the pending order's outcome from the server. */
  resume(): Promise<void>;
  /**
   * The cart's total changed while the card page was open (another tab): the server has
   * closed that payment, so the guest is told plainly and starts again from the new total.
   */
  cartChanged(balance: number): void;
  tryAgain(): void;
}

/**
 * The checkout's side effects around the pure `checkoutReducer`: SetCheckout with its error
 * routes (1007 → UpdateSession and one retry), the card result, finalising (PostPayment's
 * "Must be logged in…" → UpdateSession and one retry) and the safe return by order key.
 */
export function createCheckoutFlow(deps: CheckoutFlowDeps): CheckoutFlow {
  const $state = atom<CheckoutState>(CHECKOUT_START);
  const storage = deps.storage ?? globalThis.sessionStorage;
  const origin = deps.origin ?? globalThis.location?.origin;
  const send = (event: CheckoutEvent) => $state.set(checkoutReducer($state.get(), event));

  const booked = async (bookingRef: string | null) => {
    storage?.removeItem(PENDING_ORDER_KEY);
    storage?.removeItem(STORED_BOOKING_KEY);
    send({ type: 'booked', bookingRef });
    await deps.afterBooking?.();
  };

  /**
   * Asks the server by order key; answers whether the order was settled here: booked, or
   * voided (a room no longer held: nothing charged, and the guest is told `voidedText`).
   */
  const rederive = async (orderKey: string, voidedText = VOIDED_TEXT): Promise<boolean> => {
    const status = await paymentStatus(orderKey);
    if (status.Result.value === 'SUCCESS' && status.State === 'FINALISED') {
      await booked(status.BookingRef);
      return true;
    }
    if (status.Result.value === 'SUCCESS' && status.State === 'VOIDED') {
      storage?.removeItem(PENDING_ORDER_KEY);
      send({ type: 'refused', text: voidedText });
      return true;
    }
    return false;
  };

  const finalise = async (result: GatewayResult, storeCard: boolean) => {
    try {
      // The cart the guest paid for, as §7 sends it (any change since closed the order).
      const cart = cartEcho(await fetchCart());
      const checkout = { ...gatewayFields(result), StoreCard: storeCard };
      const body = { cart, balance: cart.FolioBalance, checkout };
      let answer = await finaliseCheckout(body);
      if (finaliseRoute(answer.Result).kind === 'update-session') {
        await updateRsSession(deps.session());
        answer = await finaliseCheckout(body);
      }
      if (finaliseRoute(answer.Result).kind === 'ok') {
        await postFolioPayments(cart, () => updateRsSession(deps.session()));
        return await booked(answer.BookingRef);
      }
      if (await rederive(result.orderKey, answer.Result.Text || VOIDED_TEXT)) return;
    } catch {
      // A lost connection: the order key stays stored, so "Check again" or a reload asks.
    }
    send({ type: 'finalise-failed' });
  };

  const start = async (storeCard: boolean, balance: number) => {
    const session = await knownSession(deps.session());
    const data = {
      ...sessionFields(session),
      CreateToken: storeCard,
      // The sum the guest saw: the server starts the payment only for it (issue 17 item 10).
      Balance: balance,
    };
    let answer = await setCheckout(data);
    let route = setCheckoutRoute(answer.Result);
    if (route.kind === 'update-session') {
      await updateRsSession(session);
      answer = await setCheckout(data);
      route = setCheckoutRoute(answer.Result);
    }
    if (route.kind === 'ok' && answer.ForwardURL && answer.OrderKey) {
      storage?.setItem(PENDING_ORDER_KEY, answer.OrderKey);
      return send({ type: 'started', forwardUrl: answer.ForwardURL, orderKey: answer.OrderKey });
    }
    if (route.kind === 'account') return send({ type: 'to-account' });
    const text = route.kind === 'payment-error' ? route.text : answer.Result.Text;
    send({ type: 'start-failed', text: text || ACCOUNT_MESSAGES.paymentFailed });
  };

  const reserveNow = async (balance: number) => {
    const answer = await reserve({ cart: cartEcho(await fetchCart()), balance });
    if (answer.Result.value === 'SUCCESS') return booked(answer.BookingRef);
    send({ type: 'start-failed', text: answer.Result.Text || ACCOUNT_MESSAGES.finaliseFailed });
  };

  return {
    $state,
    agree: (agreed) => send({ type: 'agree', agreed }),
    storeCard: (storeCard) => send({ type: 'store-card', storeCard }),
    async pay(balance) {
      send({ type: 'pay', balance });
      const state = $state.get();
      try {
        if (state.step === 'starting') await start(state.storeCard, balance);
        else if (state.step === 'reserving') await reserveNow(balance);
      } catch (error) {
        send({ type: 'start-failed', text: userMessageOf(error) });
      }
    },
    async handleMessage(event) {
      const state = $state.get();
      if (event.origin !== origin || state.step !== 'paying') return;
      const parsed = v.safeParse(PaymentMessageSchema, event.data);
      if (!parsed.success || parsed.output.orderKey !== state.orderKey) return;
      const { type: _type, ...result } = parsed.output;
      const outcome = cardResult(result.paymentStatus);
      if (outcome !== 'success') storage?.removeItem(PENDING_ORDER_KEY);
      send({ type: 'card-result', result: outcome });
      if (outcome === 'success') await finalise(result, state.storeCard);
    },
    async resume() {
      const orderKey = storage?.getItem(PENDING_ORDER_KEY);
      if (!orderKey) return;
      send({ type: 'resume', orderKey });
      try {
        if (await rederive(orderKey)) return;
        const status = $state.get();
        // Not paid (pending, refused, cancelled, not this guest's): start again from the terms;
        // a new SetCheckout supersedes the old page, so it can no longer charge.
        if (status.step === 'finalising') {
          storage?.removeItem(PENDING_ORDER_KEY);
          $state.set(CHECKOUT_START);
        }
      } catch {
        send({ type: 'finalise-failed' });
      }
    },
    cartChanged(balance) {
      if ($state.get().step !== 'paying') return;
      storage?.removeItem(PENDING_ORDER_KEY);
      send({ type: 'refused', text: cartChangedText(balance) });
    },
    tryAgain: () => send({ type: 'try-again' }),
  };
}
