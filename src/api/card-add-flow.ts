import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../domain/account-messages';
import { cardResult } from '../domain/card-result';
import { finaliseRoute } from '../domain/finalise-route';
import { setCheckoutRoute } from '../domain/set-checkout-route';
import type { GatewayResult } from '../schemas/checkout';
import type { Session } from '../schemas/session';
import { finaliseCheckout, setCheckout, updateRsSession } from './checkout-api';
import { PaymentMessageSchema } from './checkout-flow';
import { userMessageOf } from './errors';

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
}

/**
 * The card-add side effects: SetCheckout in card-only mode (ErrorId 1007 → UpdateSession and
 * one retry), the frame's result (success: finalise and store the card; failure, error and
 * any other status: an error with a way to try again; cancelled: nothing added), and the
 * finalise's "Must be logged in to post payment." → UpdateSession and one retry.
 */
export function createCardAddFlow(deps: {
  session: () => Session | null;
  /** After a card was stored: reload the cards. */
  onAdded?: () => Promise<void> | void;
  origin?: string;
}): CardAddFlow {
  const $state = atom<CardAddState>({ step: 'idle' });
  const origin = deps.origin ?? globalThis.location?.origin;
  const failed = (message: string) => $state.set({ step: 'failed', message });

  const save = async (result: GatewayResult) => {
    $state.set({ step: 'saving' });
    const body = { checkout: { ...result, status: 'success', StoreCard: true } };
    let answer = await finaliseCheckout(body);
    if (finaliseRoute(answer.Result).kind === 'update-session') {
      await updateRsSession(deps.session());
      answer = await finaliseCheckout(body);
    }
    const route = finaliseRoute(answer.Result);
    if (route.kind !== 'ok') return failed(answer.Result.Text || ACCOUNT_MESSAGES.cardAddFailed);
    try {
      await deps.onAdded?.();
    } catch {
      // The card is stored; the list shows it next time the profile loads.
    }
    $state.set({ step: 'added', message: ACCOUNT_MESSAGES.cardAdded });
  };

  return {
    $state,
    async start() {
      if ($state.get().step === 'starting' || $state.get().step === 'entering') return;
      $state.set({ step: 'starting' });
      const session = deps.session();
      const data = {
        SessionId: session?.SessionId,
        WebFolioId: session?.WebFolioId,
        CreateToken: true,
        CardOnly: true,
      };
      try {
        let answer = await setCheckout(data);
        if (setCheckoutRoute(answer.Result).kind === 'update-session') {
          await updateRsSession(session);
          answer = await setCheckout(data);
        }
        if (answer.Result.value === 'SUCCESS' && answer.ForwardURL && answer.OrderKey) {
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
        $state.set({ step: 'cancelled', message: ACCOUNT_MESSAGES.cardAddCancelled });
      } else if (outcome !== 'success') {
        failed(ACCOUNT_MESSAGES.cardAddFailed);
      } else {
        try {
          await save(result);
        } catch (error) {
          failed(userMessageOf(error));
        }
      }
    },
    reset: () => $state.set({ step: 'idle' }),
  };
}
