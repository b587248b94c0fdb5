import type { Context } from 'hono';
import type * as v from 'valibot';
import {
  CancelBookedItemDataSchema,
  CancellationAnswerSchema,
} from '../../src/schemas/cancellation';
import { instantOnDay } from '../../src/domain/policies';
import type { SessionRow } from '../db/rows';
import { sessionCustomer } from '../checkout/session-customer';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';
import { cancelBooking } from './cancel-booking';
import { mailCancellation } from './cancel-mail';
import { CANCEL_TEXT } from './cancel-text';

type Data = v.InferOutput<typeof CancelBookedItemDataSchema>;

/** The instant a cancel is judged at (src/domain/policies/instant-on-day.ts). */
export const onHotelToday = instantOnDay;

/**
 * Quote or cancel for the session's customer, on their own booking only: another guest's
 * reference answers as a booking that does not exist (nothing tells it apart, issue 32 §6).
 */
function run(c: Context<AppEnv>, session: SessionRow, data: Data, done: boolean) {
  const refuse = (text: string) =>
    answer(c, CancellationAnswerSchema, { Result: fail(text), Cancellation: null });
  const customer = sessionCustomer(c, session);
  if (!customer) return refuse(CANCEL_TEXT.logIn);
  const { repos, nowMs } = c.var.deps;
  const itemId = data.FolioItemId === null ? null : Number(data.FolioItemId);
  if (itemId !== null && !Number.isSafeInteger(itemId)) return refuse(CANCEL_TEXT.notFound);
  const now = onHotelToday(c.var.today, nowMs());
  const outcome = repos.folios.transaction(() => {
    const booking = repos.cancellations.bookingByRef(data.BookingRef);
    if (!booking || booking.customer_id !== customer.id) {
      return { ok: false as const, text: CANCEL_TEXT.notFound };
    }
    const before = repos.cancellations.ofBooking(booking.id).length;
    const result = cancelBooking(repos, booking, itemId, now, done);
    const changed = repos.cancellations.ofBooking(booking.id).length > before;
    if (result.ok && changed) mailCancellation(repos, customer, result.cancellation, now);
    return result;
  });
  if (!outcome.ok) return refuse(outcome.text);
  return answer(c, CancellationAnswerSchema, {
    Result: SUCCESS,
    Cancellation: outcome.cancellation,
  });
}

/** Self-cancel's `/rs/request` methods (issue 32 §3, innkit extensions of §7). */
export const CANCEL_METHODS = {
  QuoteCancellation: rsMethod({
    data: CancelBookedItemDataSchema,
    run: (c, session, data) => run(c, session, data, false),
  }),
  CancelBookedItem: rsMethod({
    data: CancelBookedItemDataSchema,
    run: (c, session, data) => run(c, session, data, true),
  }),
};
