import { atom } from 'nanostores';
import * as v from 'valibot';
import {
  applyGiftCardToBalance,
  balanceOrderStatus,
  payBalance,
  startBalancePayment,
} from '../../api/balance-api';
import { accountFailureText } from '../../api/account-flows';
import { cardResult } from '../../domain/checkout/card-result';
import { PAY_BALANCE_TEXT } from '../../domain/policies/pay-balance-text';
import { GatewayResultSchema, gatewayFields } from '../../schemas/checkout';
import { $session } from '../index';
import { refreshMyBookings, runBookingAction } from './my-bookings';

/** Where the guest's Pay balance stands, for one booking at a time (issue 32 §2). */
export type PayBalanceState =
  | { ref: string; step: 'starting' }
  /** The hosted card page is framed for exactly `amount`. */
  | { ref: string; step: 'paying'; forwardUrl: string; orderKey: string; amount: number }
  | { ref: string; step: 'finalising' }
  | { ref: string; step: 'done'; message: string }
  | { ref: string; step: 'failed'; message: string };

/** The Pay balance under way or just ended; null when none is open. */
export const $payBalance = atom<PayBalanceState | null>(null);

/** The last gift card outcome of each booking's balance, in words, by reference. */
export const $balanceGiftOutcomes = atom<Readonly<Record<string, { ok: boolean; text: string }>>>(
  {},
);

/** Where the paying order is kept, so that a reload asks the server what became of it. */
export const PENDING_BALANCE_KEY = 'ik_pending_balance';

const MessageSchema = v.object({
  type: v.literal('ik-payment-result'),
  ...GatewayResultSchema.entries,
});

const session = () => {
  const s = $session.get();
  return { SessionId: s?.SessionId, WebFolioId: s?.WebFolioId };
};
const storage = () => globalThis.sessionStorage as Storage | undefined;

const settle = async (ref: string, message: string, ok: boolean) => {
  storage()?.removeItem(PENDING_BALANCE_KEY);
  if (ok) await refreshMyBookings();
  $payBalance.set({ ref, step: ok ? 'done' : 'failed', message });
};

/** "Pay balance": a card order for the balance the guest sees; the card page is framed. */
export async function startPayBalance(ref: string, amount: number): Promise<void> {
  const now = $payBalance.get();
  if (now && (now.step === 'starting' || now.step === 'finalising')) return;
  $payBalance.set({ ref, step: 'starting' });
  try {
    const answer = await startBalancePayment({ ...session(), BookingRef: ref, Balance: amount });
    if (answer.Result.value === 'SUCCESS' && answer.ForwardURL && answer.OrderKey) {
      storage()?.setItem(PENDING_BALANCE_KEY, JSON.stringify({ ref, orderKey: answer.OrderKey }));
      $payBalance.set({
        ref,
        step: 'paying',
        forwardUrl: answer.ForwardURL,
        orderKey: answer.OrderKey,
        amount: answer.Balance ?? amount,
      });
      return;
    }
    await settle(ref, answer.Result.Text || PAY_BALANCE_TEXT.failed, false);
    if (answer.Result.Text.startsWith('The balance of this booking has changed')) {
      await refreshMyBookings();
    }
  } catch (error) {
    await settle(ref, accountFailureText(error), false);
  }
}

/**
 * A `message` from the card frame: this page's result page only, for the order being paid.
 * An authorised payment is recorded once by PayBalance (a replayed message records nothing
 * more); any other outcome says nothing was taken.
 */
export async function handleBalanceMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin = globalThis.location?.origin,
): Promise<void> {
  const state = $payBalance.get();
  if (event.origin !== origin || state?.step !== 'paying') return;
  const parsed = v.safeParse(MessageSchema, event.data);
  if (!parsed.success || parsed.output.orderKey !== state.orderKey) return;
  const { type: _type, ...result } = parsed.output;
  const { ref, amount } = state;
  if (cardResult(result.paymentStatus) !== 'success') {
    return settle(ref, PAY_BALANCE_TEXT.notAuthorised, false);
  }
  $payBalance.set({ ref, step: 'finalising' });
  try {
    const answer = await payBalance({ ...session(), BookingRef: ref, ...gatewayFields(result) });
    if (answer.Result.value !== 'SUCCESS') return settle(ref, answer.Result.Text, false);
    const left = answer.Balance ?? 0;
    const paid = answer.Paid ?? amount;
    await settle(
      ref,
      left > 0 ? PAY_BALANCE_TEXT.paidPart(paid, left) : PAY_BALANCE_TEXT.paid(paid),
      true,
    );
  } catch {
    // A lost answer: the order stays stored, and resumePayBalance asks the server.
    await resumePayBalance();
  }
}

/** After a reload or a lost answer: what became of the stored balance order. */
export async function resumePayBalance(): Promise<void> {
  const raw = storage()?.getItem(PENDING_BALANCE_KEY);
  if (!raw) return;
  const stored = v.safeParse(v.object({ ref: v.string(), orderKey: v.string() }), JSON.parse(raw));
  if (!stored.success) return storage()?.removeItem(PENDING_BALANCE_KEY);
  const { ref, orderKey } = stored.output;
  try {
    const status = await balanceOrderStatus(orderKey);
    if (status.State === 'FINALISED') return settle(ref, PAY_BALANCE_TEXT.recorded, true);
    if (status.State === 'VOIDED') return settle(ref, PAY_BALANCE_TEXT.voided, false);
    storage()?.removeItem(PENDING_BALANCE_KEY);
  } catch (error) {
    $payBalance.set({ ref, step: 'failed', message: accountFailureText(error) });
  }
}

/** Closes the card page or the outcome: back to the balance and its button. */
export function closePayBalance(): void {
  storage()?.removeItem(PENDING_BALANCE_KEY);
  $payBalance.set(null);
}

/** The key of a booking's gift card for its balance (one at a time, runBookingAction). */
export const balanceGiftKey = (ref: string) => `balance-gift:${ref}`;

/** A gift card pays what it can of the balance first; the bookings are read again. */
export async function applyBalanceGiftCard(ref: string, code: string): Promise<boolean> {
  const outcome = await runBookingAction(balanceGiftKey(ref), async () => {
    try {
      const answer = await applyGiftCardToBalance({ ...session(), BookingRef: ref, Code: code });
      if (answer.Result.value !== 'SUCCESS') return { ok: false, message: answer.Result.Text };
      return {
        ok: true,
        message: PAY_BALANCE_TEXT.giftApplied(answer.Paid ?? 0, answer.Balance ?? 0),
      };
    } catch (error) {
      return { ok: false, message: accountFailureText(error) };
    }
  });
  if (!outcome) return false;
  $balanceGiftOutcomes.set({
    ...$balanceGiftOutcomes.get(),
    [ref]: { ok: outcome.ok, text: outcome.message },
  });
  return outcome.ok;
}
