import * as v from 'valibot';
import { accountFailureText } from '../../api/account-flows';
import {
  type AmendRequest,
  amendBookedItem,
  confirmAmendment,
  quoteAmendment,
} from '../../api/booking-amend-api';
import {
  AMEND_TEXT,
  amendDifferenceText,
  amendTotalText,
  amendedText,
} from '../../domain/amend/amend-text';
import { GatewayResultSchema } from '../../schemas/checkout';
import { $session } from '../index';
import { $amending, type AmendStep, type Amending, amendKey } from './booking-amend';
import { runBookingAction } from './my-bookings';

// The change dialog's calls (issue 32 §4): loaded with the dialog, not with My Bookings.

const request = (open: Amending): AmendRequest => {
  const session = $session.get();
  return {
    SessionId: session?.SessionId,
    WebFolioId: session?.WebFolioId,
    ...open.target,
    ...open.choice,
  };
};

/** What is wrong with the choice before asking (the server checks it all again). */
function choiceProblem(open: Amending): string | null {
  const { choice, original } = open;
  if (!choice.ArrivalDate || !choice.DepartureDate) return AMEND_TEXT.datesMissing;
  if (choice.DepartureDate <= choice.ArrivalDate) return AMEND_TEXT.departureFirst;
  if (JSON.stringify(choice) === JSON.stringify(original)) return AMEND_TEXT.sameStay;
  return null;
}

/** Only the answer to the dialog's current state is taken (the guest may have moved on). */
function settle(open: Amending, next: AmendStep): void {
  const now = $amending.get();
  if (now && now.target === open.target && now.choice === open.choice) {
    $amending.set({ ...now, state: next });
  }
}

/** "Check the price": QuoteAmendment, then the new total and the difference in words. */
export async function quoteChange(): Promise<void> {
  const open = $amending.get();
  if (!open || open.state.step !== 'choose' || open.state.busy) return;
  const problem = choiceProblem(open);
  if (problem) return settle(open, { step: 'choose', error: problem, busy: false });
  const asking = { ...open, state: { step: 'choose', error: null, busy: true } as const };
  $amending.set(asking);
  let next: AmendStep;
  try {
    const { Result, Amendment } = await quoteAmendment(request(asking));
    next =
      Result.value === 'SUCCESS' && Amendment
        ? {
            step: 'quoted',
            amendment: Amendment,
            total: amendTotalText(Amendment.NewAmount, Amendment.OldAmount),
            difference: amendDifferenceText(Amendment.NewAmount - Amendment.OldAmount),
            busy: false,
          }
        : { step: 'choose', error: Result.Text, busy: false };
  } catch (error) {
    next = { step: 'choose', error: accountFailureText(error), busy: false };
  }
  settle(asking, next);
}

/** The outcome of a made change: the bookings are read again, the dialog says what happened. */
async function finish(open: Amending, made: () => Promise<AmendStep>): Promise<void> {
  let step: AmendStep | null = null;
  await runBookingAction(amendKey(open.target), async () => {
    step = await made();
    return step.step === 'done'
      ? { ok: true, message: step.message }
      : { ok: false, message: 'error' in step ? (step.error ?? '') : '' };
  });
  if (step) settle(open, step);
}

/** A refused change goes back to choosing, with the server's words and the guest's choice. */
const failedAt = (_open: Amending, error: string): AmendStep => ({
  step: 'choose',
  error,
  busy: false,
});

/**
 * "Confirm change": AmendBookedItem. Nothing to pay: it is made, and said. Something to pay:
 * the card page opens in the dialog; the booking stays as it was until it is paid.
 */
export async function confirmChange(): Promise<void> {
  const open = $amending.get();
  if (!open || open.state.step !== 'quoted' || open.state.busy) return;
  const asking = { ...open, state: { ...open.state, busy: true } };
  $amending.set(asking);
  try {
    const { Result, Amendment } = await amendBookedItem(request(asking));
    if (Result.value !== 'SUCCESS' || !Amendment) {
      return settle(asking, failedAt(asking, Result.Text));
    }
    if (Amendment.State === 'PAYMENT' && Amendment.ForwardURL) {
      return settle(asking, { step: 'paying', amendment: Amendment, busy: false });
    }
    await finish(asking, async () => ({
      step: 'done',
      message: amendedText(Amendment.ToPay, Amendment.Refund),
    }));
  } catch (error) {
    settle(asking, failedAt(asking, accountFailureText(error)));
  }
}

const PaymentMessageSchema = v.object({
  type: v.literal('ik-payment-result'),
  ...GatewayResultSchema.entries,
});

/**
 * A `message` from the card page's result address (same origin only; others are ignored):
 * ConfirmAmendment with the page's signed fields, once.
 */
export async function paymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): Promise<void> {
  const open = $amending.get();
  if (!open || open.state.step !== 'paying' || open.state.busy || event.origin !== origin) return;
  const parsed = v.safeParse(PaymentMessageSchema, event.data);
  if (!parsed.success || parsed.output.orderKey !== open.state.amendment.OrderKey) return;
  const { type: _type, ...result } = parsed.output;
  const asking = { ...open, state: { ...open.state, busy: true } };
  $amending.set(asking);
  const session = $session.get();
  await finish(asking, async () => {
    try {
      const { Result, Amendment } = await confirmAmendment(
        { SessionId: session?.SessionId, WebFolioId: session?.WebFolioId },
        result,
      );
      return Result.value === 'SUCCESS' && Amendment
        ? { step: 'done', message: amendedText(Amendment.ToPay, Amendment.Refund) }
        : { step: 'choose', error: Result.Text, busy: false };
    } catch (error) {
      return { step: 'choose', error: accountFailureText(error), busy: false };
    }
  });
}
