import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { cardResult } from '../../domain/checkout/card-result';
import { finaliseRoute } from '../../domain/checkout/finalise-route';
import { setCheckoutRoute } from '../../domain/checkout/set-checkout-route';
import { type GatewayResult, gatewayFields } from '../../schemas/checkout';
import type { Session } from '../../schemas/session';
import {
  doCheckout,
  knownSession,
  paymentStatus,
  sessionFields,
  setCheckout,
  updateRsSession,
} from '../../api/checkout-api';
import { PaymentMessageSchema } from './checkout-flow';
import { userMessageOf } from '../../api/errors';

/** Where the profile's "Add a card" stands (booking-engine.md §4 card add). */
export type CardAddState =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'entering'; forwardUrl: string; orderKey: string }
  | { step: 'saving' }
  | { step: 'added'; message: string }
  | { step: 'cancelled'; message: string }
  | { step: 'failed'; message: string };

export interface CardAddFlow {
  $state: ReadableAtom<CardAddState>;
  /** "Add a card": a card-only order (nothing charged) and its card-entry frame. */
  start(): Promise<void>;
  /** A `message` event from the frame; others are ignored. */
  handleMessage(event: Pick<MessageEvent, 'origin' | 'data'>): Promise<void>;
  /** Back to the "Add a card" button. */
  reset(): void;
  /**
   * A stored card was removed: "Your card has been added successfully." (or the cancelled
   * note) no longer describes the list, so it goes; a card entry under way is left alone.
   */
  cardRemoved(): void;
  /** A reload: a card entered before it (pending order kept) is asked after, and stored. */
  resume(): Promise<void>;
}

/** Where the card-add keeps its pending order, so that a reload or a lost answer asks. */
export const PENDING_CARD_KEY = 'ik_pending_card';

/**
 * The card-add side effects: SetCheckout in card-only mode (ErrorId 1007 → UpdateSession and
 * one retry), the frame's result (success: finalise and store the card; failure, error and
 * any other status: an error with a way to try again; cancelled: nothing added), and the
 * finalise's "Must be logged in to post payment." → UpdateSession and one retry. A lost or
 * refused finalise, and a reload, ask the gateway's record (`/rs/payment-status`, which stores
 * a card it took) by the order key kept in sessionStorage.
 */
export function createCardAddFlow(deps: {
  session: () => Session | null;
  /** After a card was stored: reload the cards. */
  onAdded?: () => Promise<void> | void;
  origin?: string;
  /** sessionStorage, or a stand-in in tests. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}): CardAddFlow {
  const $state = atom<CardAddState>({ step: 'idle' });
  const origin = deps.origin ?? globalThis.location?.origin;
  const storage = deps.storage ?? globalThis.sessionStorage;
  const failed = (message: string) => {
    storage?.removeItem(PENDING_CARD_KEY);
    $state.set({ step: 'failed', message });
  };

  const added = async () => {
    storage?.removeItem(PENDING_CARD_KEY);
    try {
      await deps.onAdded?.();
    } catch {
      // The card is stored; the list shows it next time the profile loads.
    }
    $state.set({ step: 'added', message: ACCOUNT_MESSAGES.cardAdded });
  };

  /** The gateway's own record: a card it took is stored there (payment-status finalises). */
  const storedByStatus = async (orderKey: string): Promise<boolean> => {
    const status = await paymentStatus(orderKey);
    return status.Result.value === 'SUCCESS' && status.State === 'FINALISED';
  };

  const save = async (result: GatewayResult) => {
    $state.set({ step: 'saving' });
    // DoCheckout (§7) through the proxy: no cart is booked, the card is stored.
    const data = () => ({
      ...sessionFields(deps.session()),
      StoreCard: true,
      ...gatewayFields(result),
    });
    const finalised = async (): Promise<{ ok: boolean; text: string }> => {
      try {
        let answer = await doCheckout(data());
        if (finaliseRoute(answer.Result).kind === 'update-session') {
          await updateRsSession(deps.session());
          answer = await doCheckout(data());
        }
        return { ok: finaliseRoute(answer.Result).kind === 'ok', text: answer.Result.Text };
      } catch (error) {
        return { ok: false, text: userMessageOf(error) };
      }
    };
    const { ok, text } = await finalised();
    if (ok) return added();
    // The answer was lost or refused: the gateway's record decides.
    try {
      if (await storedByStatus(result.orderKey)) return await added();
    } catch {
      // Still unreachable: the pending key stays for a reload to ask again.
      $state.set({ step: 'failed', message: text || ACCOUNT_MESSAGES.cardAddFailed });
      return;
    }
    failed(text || ACCOUNT_MESSAGES.cardAddFailed);
  };

  return {
    $state,
    async start() {
      if ($state.get().step === 'starting' || $state.get().step === 'entering') return;
      $state.set({ step: 'starting' });
      // A card entered for an earlier order whose outcome was never learnt (the status check
      // failed): ask for it first, or starting again would forget it.
      const pending = storage?.getItem(PENDING_CARD_KEY);
      if (pending) {
        try {
          if (await storedByStatus(pending)) return await added();
          storage?.removeItem(PENDING_CARD_KEY);
        } catch (error) {
          $state.set({ step: 'failed', message: userMessageOf(error) });
          return;
        }
      }
      try {
        const session = await knownSession(deps.session());
        const data = { ...sessionFields(session), CreateToken: true, CardOnly: true };
        let answer = await setCheckout(data);
        if (setCheckoutRoute(answer.Result).kind === 'update-session') {
          await updateRsSession(session);
          answer = await setCheckout(data);
        }
        if (answer.Result.value === 'SUCCESS' && answer.ForwardURL && answer.OrderKey) {
          storage?.setItem(PENDING_CARD_KEY, answer.OrderKey);
          $state.set({
            step: 'entering',
            forwardUrl: answer.ForwardURL,
            orderKey: answer.OrderKey,
          });
          return;
        }
        failed(answer.Result.Text || ACCOUNT_MESSAGES.cardAddFailed);
      } catch (error) {
        failed(userMessageOf(error));
      }
    },
    async handleMessage(event) {
      const state = $state.get();
      if (event.origin !== origin || state.step !== 'entering') return;
      const parsed = v.safeParse(PaymentMessageSchema, event.data);
      if (!parsed.success || parsed.output.orderKey !== state.orderKey) return;
      const { type: _type, ...result } = parsed.output;
      const outcome = cardResult(result.paymentStatus);
      if (outcome === 'cancelled_by_shopper') {
        storage?.removeItem(PENDING_CARD_KEY);
        $state.set({ step: 'cancelled', message: ACCOUNT_MESSAGES.cardAddCancelled });
      } else if (outcome !== 'success') {
        failed(ACCOUNT_MESSAGES.cardAddFailed);
      } else {
        await save(result);
      }
    },
    reset: () => $state.set({ step: 'idle' }),
    cardRemoved() {
      const { step } = $state.get();
      if (step === 'added' || step === 'cancelled') $state.set({ step: 'idle' });
    },
    async resume() {
      const orderKey = storage?.getItem(PENDING_CARD_KEY);
      if (!orderKey || $state.get().step !== 'idle') return;
      $state.set({ step: 'saving' });
      try {
        if (await storedByStatus(orderKey)) return await added();
        storage?.removeItem(PENDING_CARD_KEY);
        $state.set({ step: 'idle' });
      } catch {
        $state.set({ step: 'failed', message: ACCOUNT_MESSAGES.cardAddFailed });
      }
    },
  };
}
