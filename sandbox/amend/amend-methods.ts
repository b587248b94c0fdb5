import type { Context } from 'hono';
import type * as v from 'valibot';
import { AMEND_TEXT } from '../../src/domain/amend';
import { gatewayResultOf } from '../../src/schemas/checkout';
import {
  AmendBookedItemDataSchema,
  AmendmentAnswerSchema,
  ConfirmAmendmentDataSchema,
} from '../../src/schemas/amendment';
import type { SessionRow } from '../db/rows';
import { onHotelToday } from '../cancel/cancel-methods';
import { checkGatewayResult, NOT_AUTHORISED } from '../checkout/finalise';
import { sessionCustomer } from '../checkout/session-customer';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';
import { customerAudiences } from '../stay/customer-audiences';
import { type AmendContext, type AmendOutcome, amendStay, confirmAmendment } from './amend-stay';
import { mailAmendment } from './amend-mail';

/** The page's origin (as the checkout's card page returns to it): the Origin, else ours. */
function pageOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('Origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return new URL(c.req.url).origin;
}

type AmendData = v.InferOutput<typeof AmendBookedItemDataSchema>;
type ConfirmData = v.InferOutput<typeof ConfirmAmendmentDataSchema>;

const reply = (c: Context<AppEnv>, outcome: AmendOutcome) =>
  outcome.ok
    ? answer(c, AmendmentAnswerSchema, { Result: SUCCESS, Amendment: outcome.amendment })
    : answer(c, AmendmentAnswerSchema, { Result: fail(outcome.text), Amendment: null });

/**
 * The amend context for the session's customer and one of their own bookings: another guest's
 * reference answers as a booking that does not exist (nothing tells it apart, issue 32 §6).
 */
function contextOf(
  c: Context<AppEnv>,
  session: SessionRow,
  bookingId: { ref?: string; id?: number },
) {
  const customer = sessionCustomer(c, session);
  if (!customer) return { text: AMEND_TEXT.logIn };
  const { repos, nowMs, payment } = c.var.deps;
  const booking =
    bookingId.ref !== undefined
      ? repos.cancellations.bookingByRef(bookingId.ref)
      : repos.amendments.booking(bookingId.id ?? -1);
  if (!booking || booking.customer_id !== customer.id) return { text: AMEND_TEXT.notFound };
  const ctx: AmendContext = {
    repos,
    booking,
    audiences: customerAudiences(session, repos.customers),
    now: onHotelToday(c.var.today, nowMs()),
    today: c.var.today,
    payment: { origin: payment.origin, resultUrl: `${pageOrigin(c)}/rs/payment-result` },
  };
  return { ctx, customer };
}

function amend(c: Context<AppEnv>, session: SessionRow, data: AmendData, done: boolean) {
  const itemId = Number(data.FolioItemId);
  if (!Number.isSafeInteger(itemId)) return reply(c, { ok: false, text: AMEND_TEXT.notFound });
  const change = {
    arrival: data.ArrivalDate,
    departure: data.DepartureDate,
    adults: data.Adults,
    children: data.Children,
  };
  const { repos } = c.var.deps;
  const outcome = repos.folios.transaction((): AmendOutcome => {
    const found = contextOf(c, session, { ref: data.BookingRef });
    if (!found.ctx) return { ok: false, text: found.text };
    const result = amendStay(found.ctx, itemId, change, done);
    if (result.ok && done && result.amendment.State === 'DONE') {
      mailAmendment(repos, found.customer, result.amendment, found.ctx.now);
    }
    return result;
  });
  return reply(c, outcome);
}

/**
 * The card page's result for a change (mac2 checked in constant time, the order the
 * customer's, amount and currency the order's): the change is made once, or, when the card
 * was not charged, given up with the booking as it was.
 */
function confirm(c: Context<AppEnv>, session: SessionRow, data: ConfirmData) {
  const { repos, payment } = c.var.deps;
  const customer = sessionCustomer(c, session);
  if (!customer) return reply(c, { ok: false, text: AMEND_TEXT.logIn });
  const check = checkGatewayResult(repos, payment, gatewayResultOf(data), customer.id);
  // A result the gateway did not sign, or another's order, changes nothing.
  if (!check.ok && check.text !== NOT_AUTHORISED) return reply(c, { ok: false, text: check.text });
  const outcome = repos.folios.transaction((): AmendOutcome => {
    const row = repos.amendments.byOrder(data.orderKey);
    const booking = row ? repos.amendments.booking(row.booking_id) : undefined;
    if (!row || !booking || booking.customer_id !== customer.id) {
      return { ok: false, text: AMEND_TEXT.paymentNotFound };
    }
    const found = contextOf(c, session, { id: booking.id });
    if (!found.ctx) return { ok: false, text: found.text };
    const wasPending = row.state === 'pending';
    const result = confirmAmendment(found.ctx, row, check.ok);
    if (result.ok && wasPending) {
      mailAmendment(repos, customer, result.amendment, found.ctx.now);
    }
    return result;
  });
  return reply(c, outcome);
}

/** Amend's `/rs/request` methods (issue 32 §4, innkit extensions of §7). */
export const AMEND_METHODS = {
  QuoteAmendment: rsMethod({
    data: AmendBookedItemDataSchema,
    run: (c, session, data) => amend(c, session, data, false),
  }),
  AmendBookedItem: rsMethod({
    data: AmendBookedItemDataSchema,
    run: (c, session, data) => amend(c, session, data, true),
  }),
  ConfirmAmendment: rsMethod({
    data: ConfirmAmendmentDataSchema,
    run: (c, session, data) => confirm(c, session, data),
  }),
};
