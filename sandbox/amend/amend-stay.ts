import { randomBytes } from 'node:crypto';
import { AMEND_TEXT, amendRefusal, amendRefusalText } from '../../src/domain/amend';
import type { RateAudience } from '../../src/domain/rates/booking-vault';
import { arrivalProblem } from '../../src/domain/stay/arrival-problem';
import type { Amendment } from '../../src/schemas/amendment';
import type { AmendmentRow, StayChange } from '../db/amendments-repo';
import type { BookingRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import type { StayHoldRow } from '../db/rows';
import { type BookedLine, bookedLines } from '../cancel/booked-lines';
import type { CartSnapshot } from '../checkout/book-folio';
import { cardLastFour, refundChange } from './amend-refund';
import { extraNights, freeForMove, repriceStay } from './stay-reprice';

export type AmendOutcome = { ok: true; amendment: Amendment } | { ok: false; text: string };

/** How long the new nights of a change with something to pay are held while the guest pays. */
export const AMEND_HOLD_MS = 15 * 60_000;

export interface AmendContext {
  repos: Repos;
  booking: BookingRow;
  audiences: readonly RateAudience[];
  now: number;
  /** The hotel's calendar date. */
  today: string;
  /** The hosted card page's origin, and the result address it returns to. */
  payment: { origin: string; resultUrl: string };
}

type Item = NonNullable<CartSnapshot['FolioItems']>[number];
const pounds = (minor: number) => minor / 100;
const refuse = (text: string): AmendOutcome => ({ ok: false, text });

/** The booked room a change is asked of, and why it cannot change (when it cannot). */
function bookedStay(ctx: AmendContext, folioItemId: number) {
  const { repos, booking, now } = ctx;
  const line = bookedLines(repos, booking).find((l) => l.folioItemId === folioItemId);
  if (!line) return { text: AMEND_TEXT.notFound };
  if (line.category !== 'Hotel') return { text: AMEND_TEXT.notAStay };
  const hold = line.holdId === null ? undefined : repos.stayInventory.holdById(line.holdId);
  const cancelled = repos.cancellations
    .ofBooking(booking.id)
    .some((row) => row.folio_item_id === folioItemId);
  if (cancelled) return { text: AMEND_TEXT.cancelled };
  // A room not booked through the stay inventory (an older or imported booking).
  if (!hold || hold.status !== 'booked') return { text: AMEND_TEXT.notOnline };
  // The server's rule is the one the guest's words come from (src/domain/amend).
  const refusal = amendRefusal(line.policies.cancellation, line.arrival, now);
  if (refusal) return { text: amendRefusalText(refusal) };
  const cart = JSON.parse(booking.cart_json) as CartSnapshot;
  const item = (cart.FolioItems ?? []).find((i) => Number(i.FolioItemId) === folioItemId)!;
  return { line, hold, item, cart };
}

const sameStay = (hold: StayHoldRow, item: Item, change: StayChange) =>
  hold.arrival === change.arrival &&
  hold.departure === change.departure &&
  Number(item.Adults ?? 0) === change.adults &&
  Number(item.Children ?? 0) === change.children;

function amendmentOf(
  ctx: AmendContext,
  line: BookedLine,
  change: StayChange,
  money: { oldMinor: number; newMinor: number; refundMinor: number },
  state: Amendment['State'],
  order?: string | null,
): Amendment {
  return {
    BookingRef: ctx.booking.ref,
    FolioItemId: String(line.folioItemId),
    Details: line.details,
    ArrivalDate: change.arrival,
    DepartureDate: change.departure,
    Adults: change.adults,
    Children: change.children,
    OldAmount: pounds(money.oldMinor),
    NewAmount: pounds(money.newMinor),
    ToPay: pounds(Math.max(0, money.newMinor - money.oldMinor)),
    Refund: pounds(money.refundMinor),
    CardLastFour: cardLastFour(ctx.repos, ctx.booking),
    State: state,
    ForwardURL: order ? `${ctx.payment.origin}/pay/${order}` : null,
    OrderKey: order ?? null,
  };
}

/** A finished amendment, as it was (a replay answers it again and changes nothing). */
function doneOf(ctx: AmendContext, line: BookedLine, row: AmendmentRow): Amendment {
  const change = JSON.parse(row.change_json) as StayChange;
  const money = {
    oldMinor: row.old_amount_minor,
    newMinor: row.new_amount_minor,
    refundMinor: row.refund_minor,
  };
  return amendmentOf(ctx, line, change, money, 'DONE', row.order_key);
}

/** The booking's snapshot with the room's new nights, party and price. */
function rewrite(
  ctx: AmendContext,
  cart: CartSnapshot,
  item: Item,
  change: StayChange,
  newMinor: number,
) {
  const amount = pounds(newMinor);
  const nights = Math.round(
    (Date.parse(`${change.departure}T00:00:00Z`) - Date.parse(`${change.arrival}T00:00:00Z`)) /
      86_400_000,
  );
  const items = (cart.FolioItems ?? []).map((i) =>
    i === item
      ? {
          ...i,
          StartDate: change.arrival,
          FinishDate: change.departure,
          Nights: nights,
          Adults: change.adults,
          Children: change.children,
          Amount: amount,
          FolioTotal: amount,
        }
      : i,
  );
  ctx.repos.amendments.rewriteSnapshot(
    ctx.booking.id,
    JSON.stringify({ ...cart, FolioItems: items }),
  );
}

/** Gives up a line's unpaid changes: their held nights go back, their card pages close. */
function dropPending(ctx: AmendContext, folioItemId: number): void {
  const { repos, now } = ctx;
  for (const row of repos.amendments.pendingOf(ctx.booking.id, folioItemId)) {
    releaseProvisional(repos, row);
    if (row.order_key) repos.paymentOrders.settle(row.order_key, 'SHOPPER_CANCELLED', null, now);
    repos.amendments.settle(row.id, 'void', now);
  }
}

export function releaseProvisional(repos: Repos, row: AmendmentRow): void {
  for (const id of JSON.parse(row.provisional_json) as number[]) repos.stayInventory.release(id);
}

/**
 * Quotes (`done: false`) or asks for (`done: true`) a change to a booked room, in the caller's
 * transaction, by the rules of a new booking. Asked for: with nothing to pay it is made at
 * once (the room moves, what is over goes back through the payment service); with something to
 * pay, the new nights it does not already cover are held and a card page opened, and the room
 * moves only when that is paid (confirmAmendment). A repeat of a made change answers it again.
 */
export function amendStay(
  ctx: AmendContext,
  folioItemId: number,
  change: StayChange,
  done: boolean,
): AmendOutcome {
  const { repos, booking, now } = ctx;
  const found = bookedStay(ctx, folioItemId);
  if (!('line' in found) || !found.line) return refuse(found.text);
  const { line, hold, item, cart } = found;
  if (sameStay(hold, item, change)) {
    const last = repos.amendments.lastDone(booking.id, folioItemId);
    const lastChange = last ? (JSON.parse(last.change_json) as StayChange) : null;
    if (done && last && lastChange && sameStay(hold, item, lastChange)) {
      return { ok: true, amendment: doneOf(ctx, line, last) };
    }
    return refuse(AMEND_TEXT.sameStay);
  }
  if (arrivalProblem(change.arrival, ctx.today)) return refuse(AMEND_TEXT.pastArrival);
  const newMinor = repriceStay(repos, hold, change, ctx.audiences, now);
  if (newMinor === null) return refuse(AMEND_TEXT.roomGone);
  const oldMinor = line.amountMinor;
  const diff = newMinor - oldMinor;
  const refund = refundChange(repos, booking, Math.max(0, -diff));
  const money = { oldMinor, newMinor, refundMinor: refund.totalMinor };
  if (!done) return { ok: true, amendment: amendmentOf(ctx, line, change, money, 'QUOTE') };

  const pending = repos.amendments.pendingOf(booking.id, folioItemId);
  const same = pending.find(
    (row) => row.change_json === JSON.stringify(change) && row.new_amount_minor === newMinor,
  );
  const open = same?.order_key ? repos.paymentOrders.find(same.order_key) : undefined;
  // A double click, a second tab: the same change waiting for its payment is the same page.
  if (diff > 0 && same && open?.state === 'PENDING') {
    return {
      ok: true,
      amendment: amendmentOf(ctx, line, change, money, 'PAYMENT', same.order_key),
    };
  }
  dropPending(ctx, folioItemId);
  const record = {
    booking_id: booking.id,
    folio_item_id: folioItemId,
    hold_id: hold.id,
    change_json: JSON.stringify(change),
    old_amount_minor: oldMinor,
    new_amount_minor: newMinor,
    created_at: now,
  };
  if (diff <= 0) {
    if (!freeForMove(repos, hold, change, now)) return refuse(AMEND_TEXT.roomGone);
    repos.stayInventory.moveBooked(hold.id, change.arrival, change.departure);
    refund.carryOut(now);
    rewrite(ctx, cart, item, change, newMinor);
    const row = repos.amendments.add({
      ...record,
      refund_minor: refund.totalMinor,
      order_key: null,
      provisional_json: '[]',
      state: 'done',
    });
    return { ok: true, amendment: doneOf(ctx, line, row) };
  }
  // The new nights the stay does not cover are held for the guest while they pay: no one else
  // can take them, and they lapse if the guest walks away (the booking stays as it was).
  const held: number[] = [];
  for (const [arrival, departure] of extraNights(hold, change)) {
    const id = repos.stayInventory.hold(
      {
        venue: hold.venue,
        roomType: hold.room_type,
        rateType: hold.rate_type,
        arrival,
        departure,
        rooms: hold.rooms,
        webFolioId: booking.web_folio_id,
        status: 'held',
        expiresAt: now + AMEND_HOLD_MS,
        customerId: booking.customer_id,
      },
      now,
    );
    if (id === null) {
      for (const taken of held) repos.stayInventory.release(taken);
      return refuse(AMEND_TEXT.roomGone);
    }
    held.push(id);
  }
  const orderKey = randomBytes(18).toString('base64url');
  repos.paymentOrders.create(
    {
      orderKey,
      webFolioId: booking.web_folio_id,
      customerId: booking.customer_id,
      amountMinor: diff,
      currency: 'GBP',
      createToken: false,
      cartJson: JSON.stringify({
        Amendment: { BookingRef: booking.ref, FolioItemId: folioItemId },
      }),
      resultUrl: ctx.payment.resultUrl,
    },
    now,
    // Another payment open for this booking (its balance) stays open.
    { supersede: false },
  );
  // Only the amendment finalises this order (confirmAmendment): the checkout's finalising,
  // which would book its web folio, finds it finalised and leaves it alone.
  repos.paymentOrders.markFinalised(orderKey, booking.ref, now);
  repos.amendments.add({
    ...record,
    refund_minor: 0,
    order_key: orderKey,
    provisional_json: JSON.stringify(held),
    state: 'pending',
  });
  return { ok: true, amendment: amendmentOf(ctx, line, change, money, 'PAYMENT', orderKey) };
}

/**
 * Makes a paid change, once, in the caller's transaction: the held new nights become the
 * booked stay's (moveBooked keeps its id and extras), the payment is recorded, the snapshot
 * rewritten. When the room can no longer move (its held nights lapsed and went, the booking
 * was cancelled meanwhile), nothing is charged and the booking stays as it was.
 */
export function confirmAmendment(
  ctx: AmendContext,
  row: AmendmentRow,
  paid: boolean,
): AmendOutcome {
  const { repos, booking, now } = ctx;
  const line = bookedLines(repos, booking).find((l) => l.folioItemId === row.folio_item_id);
  if (!line) return refuse(AMEND_TEXT.paymentNotFound);
  if (row.state === 'done') return { ok: true, amendment: doneOf(ctx, line, row) };
  if (row.state === 'void') return refuse(AMEND_TEXT.paymentNotTaken);
  releaseProvisional(repos, row);
  const fail = (text: string) => {
    repos.amendments.settle(row.id, 'void', now);
    return refuse(text);
  };
  if (!paid) return fail(AMEND_TEXT.paymentNotTaken);
  const found = bookedStay({ ...ctx }, row.folio_item_id);
  const change = JSON.parse(row.change_json) as StayChange;
  if (!('hold' in found) || !found.hold || !found.item || !found.cart) {
    return fail(AMEND_TEXT.roomGoneUnpaid);
  }
  if (!freeForMove(repos, found.hold, change, now)) return fail(AMEND_TEXT.roomGoneUnpaid);
  const order = row.order_key ? repos.paymentOrders.find(row.order_key) : undefined;
  if (!order) return fail(AMEND_TEXT.paymentNotFound);
  repos.stayInventory.moveBooked(found.hold.id, change.arrival, change.departure);
  repos.paymentOrders.recordPayment(order, now);
  rewrite(ctx, found.cart, found.item, change, row.new_amount_minor);
  repos.amendments.settle(row.id, 'done', now);
  return { ok: true, amendment: doneOf(ctx, line, { ...row, state: 'done' }) };
}
