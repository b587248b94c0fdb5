import { atom } from 'nanostores';
import {
  type CancelRequest,
  cancelBookedItem,
  quoteCancellation,
} from '../../api/booking-cancel-api';
import { accountFailureText } from '../../api/account-flows';
import { cancelledText, cancellationOutcomeText } from '../../domain/policies';
import type { Cancellation } from '../../schemas/cancellation';
import { $session } from '../index';
import { runBookingAction } from './my-bookings';

/** What the guest asks to cancel: one booked line, or (FolioItemId null) the whole booking. */
export type CancelTarget = Pick<CancelRequest, 'BookingRef' | 'FolioItemId'>;

/** The key of cancelling a target, shared with the other actions on booked items. */
export const cancelKey = (target: CancelTarget) =>
  `cancel:${target.BookingRef}:${target.FolioItemId ?? 'all'}`;

/** The quote the confirm dialog shows before the guest decides (issue 32 §3). */
export type CancelQuote =
  | { status: 'loading' }
  | { status: 'ready'; cancellation: Cancellation; words: string[] }
  | { status: 'failed'; error: string };

/** The cancel being confirmed: its target and what would happen; null when none is open. */
export const $cancelling = atom<{
  target: CancelTarget;
  /** What the guest is cancelling, in words ("Lakeside Double"): the dialog's title. */
  title: string;
  quote: CancelQuote;
} | null>(null);

/** The last outcome of each cancel in plain words, by its key (announced by the item). */
export const $cancelOutcomes = atom<Readonly<Record<string, string>>>({});

const wordsOf = (c: Cancellation) => ({
  fee: c.Fee,
  cardRefund: c.CardRefund,
  giftCardRefund: c.GiftCardRefund,
  cardLastFour: c.CardLastFour,
});

const request = (target: CancelTarget): CancelRequest => {
  const session = $session.get();
  return { SessionId: session?.SessionId, WebFolioId: session?.WebFolioId, ...target };
};

/** Opens the confirm step for a target and asks the server what would happen. */
export async function askToCancel(target: CancelTarget, title: string): Promise<void> {
  $cancelling.set({ target, title, quote: { status: 'loading' } });
  let quote: CancelQuote;
  try {
    const { Result, Cancellation } = await quoteCancellation(request(target));
    quote =
      Result.value === 'SUCCESS' && Cancellation
        ? {
            status: 'ready',
            cancellation: Cancellation,
            words: cancellationOutcomeText(wordsOf(Cancellation)),
          }
        : { status: 'failed', error: Result.Text };
  } catch (error) {
    quote = { status: 'failed', error: accountFailureText(error) };
  }
  // The guest may have closed the dialog, or opened another, meanwhile.
  if ($cancelling.get()?.target === target) $cancelling.set({ target, title, quote });
}

/** Closes the confirm step without cancelling. */
export function keepBooking(): void {
  $cancelling.set(null);
}

/**
 * Cancels the target being confirmed, once at a time (runBookingAction): the bookings are read
 * again on success, so the item shows "Cancelled" with its refund; the outcome's words are kept
 * by key either way, and the confirm step closes.
 */
export async function confirmCancel(): Promise<void> {
  const open = $cancelling.get();
  if (!open) return;
  const key = cancelKey(open.target);
  const outcome = await runBookingAction(key, async () => {
    try {
      const { Result, Cancellation } = await cancelBookedItem(request(open.target));
      if (Result.value === 'SUCCESS' && Cancellation) {
        return { ok: true, message: cancelledText(wordsOf(Cancellation)) };
      }
      return { ok: false, message: Result.Text };
    } catch (error) {
      return { ok: false, message: accountFailureText(error) };
    }
  });
  if (!outcome) return;
  $cancelOutcomes.set({ ...$cancelOutcomes.get(), [key]: outcome.message });
  $cancelling.set(null);
}
