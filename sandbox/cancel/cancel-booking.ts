import type { Cancellation } from '../../src/schemas/cancellation';
import { cancellationCharge, itemStart, londonInstant } from '../../src/domain/policies';
import type { GatewayCard } from '../db/payment-orders-repo';
import type { BookingRow } from '../db/payment-orders-repo';
import type { CancellationRow } from '../db/cancellations-repo';
import type { Repos } from '../db/repos';
import { refundAllowance } from '../../src/domain/policies/balance-owed';
import { netPaidMinor, owedLines } from '../balance/booking-balance';
import { refundThroughService } from '../payment/refunds';
import { type BookedLine, bookedLines } from './booked-lines';
import { CANCEL_TEXT } from './cancel-text';

export type CancelOutcome = { ok: true; cancellation: Cancellation } | { ok: false; text: string };

const pounds = (minor: number) => minor / 100;

function cardLastFour(repos: Repos, booking: BookingRow): string | null {
  const order = booking.order_key ? repos.paymentOrders.find(booking.order_key) : undefined;
  if (!order?.card_json) return null;
  return (JSON.parse(order.card_json) as GatewayCard).lastFour;
}

/** The outcome of lines already cancelled, as it was (a repeated cancel answers it again). */
function doneOutcome(
  repos: Repos,
  booking: BookingRow,
  lines: readonly BookedLine[],
  rows: readonly CancellationRow[],
): Cancellation {
  const lineOf = new Map(lines.map((line) => [line.folioItemId, line]));
  const sum = (pick: (row: CancellationRow) => number) =>
    pounds(rows.reduce((total, row) => total + pick(row), 0));
  return {
    BookingRef: booking.ref,
    Lines: rows.map((row) => {
      const line = lineOf.get(row.folio_item_id);
      return {
        FolioItemId: String(row.folio_item_id),
        Category: line?.category ?? '',
        Details: line?.details ?? '',
        Amount: pounds(line?.amountMinor ?? 0),
        Fee: pounds(row.fee_minor),
        Refund: pounds(row.card_refund_minor + row.gift_refund_minor),
        Free: row.fee_minor === 0,
      };
    }),
    Fee: sum((row) => row.fee_minor),
    CardRefund: sum((row) => row.card_refund_minor),
    GiftCardRefund: sum((row) => row.gift_refund_minor),
    CardLastFour: cardLastFour(repos, booking),
    Done: true,
  };
}

interface LineCharge {
  line: BookedLine;
  feeMinor: number;
  refundMinor: number;
  free: boolean;
  cardMinor: number;
  giftMinor: number;
}

/**
 * What cancelling would give back, split between the card (what the booking's card orders
 * paid — checkout's and Pay balance's — less what was refunded before) and the gift cards
 * (what they paid towards this booking, less what went back before): the card first, then the
 * gift cards; never more than was paid, less what the booking still comes to afterwards (a
 * deposit booking cancelled late keeps up to its fee, issue 32 §2).
 */
function splitRefunds(repos: Repos, booking: BookingRow, charges: LineCharge[]): LineCharge[] {
  const { cancellations } = repos;
  let card = repos.balances
    .cardLedger(booking)
    .reduce((sum, order) => sum + order.paidMinor - order.refundedMinor, 0);
  const giftPaid = cancellations
    .spentGifts(booking.web_folio_id)
    .reduce((sum, gift) => sum + gift.amount_minor, 0);
  let gift = giftPaid - cancellations.giftRefundedMinor(booking.id);
  const fees = new Map(charges.map((charge) => [charge.line.folioItemId, charge.feeMinor]));
  let allowance = refundAllowance(owedLines(repos, booking, fees), netPaidMinor(repos, booking));
  return charges.map((charge) => {
    const refund = Math.max(0, Math.min(charge.refundMinor, allowance));
    const cardMinor = Math.max(0, Math.min(refund, card));
    const giftMinor = Math.max(0, Math.min(refund - cardMinor, gift));
    card -= cardMinor;
    gift -= giftMinor;
    allowance -= cardMinor + giftMinor;
    return { ...charge, cardMinor, giftMinor };
  });
}

/**
 * Quotes (`done: false`) or carries out (`done: true`) the cancel of one booked line, or of
 * every line not yet cancelled (`folioItemId` null), at the instant `now`, by the rule the
 * guest's words come from (cancellationCharge). Carrying out, in the caller's transaction:
 * records each line once, frees its room night, slot, place or table at once, refunds the card
 * through the payment service and the gift cards onto their balances. A line already cancelled
 * answers its outcome again and changes nothing (double click, two tabs, a replay).
 */
export function cancelBooking(
  repos: Repos,
  booking: BookingRow,
  folioItemId: number | null,
  now: number,
  done: boolean,
): CancelOutcome {
  const lines = bookedLines(repos, booking);
  const already = repos.cancellations.ofBooking(booking.id);
  const cancelled = new Set(already.map((row) => row.folio_item_id));
  if (folioItemId !== null && !lines.some((line) => line.folioItemId === folioItemId)) {
    return { ok: false, text: CANCEL_TEXT.notFound };
  }
  if (folioItemId !== null && cancelled.has(folioItemId)) {
    const rows = already.filter((row) => row.folio_item_id === folioItemId);
    return { ok: true, cancellation: doneOutcome(repos, booking, lines, rows) };
  }
  const open = lines.filter(
    (line) =>
      !cancelled.has(line.folioItemId) && (folioItemId ?? line.folioItemId) === line.folioItemId,
  );
  // What has begun is no longer the guest's to cancel online; the rest of a booking still is.
  const targets = open.filter((line) => now < londonInstant(itemStart(line.arrival)));
  if (!targets.length) {
    if (open.length) return { ok: false, text: CANCEL_TEXT.begun };
    if (already.length) {
      return { ok: true, cancellation: doneOutcome(repos, booking, lines, already) };
    }
    return { ok: false, text: CANCEL_TEXT.nothingToCancel };
  }
  const charges = splitRefunds(
    repos,
    booking,
    targets.map((line) => {
      const charge = cancellationCharge(
        line.policies.cancellation,
        {
          arrival: line.arrival,
          total: pounds(line.amountMinor),
          firstNight: pounds(line.firstNightMinor),
        },
        now,
      );
      const feeMinor = Math.round(charge.fee * 100);
      return {
        line,
        feeMinor,
        refundMinor: line.amountMinor - feeMinor,
        free: charge.free,
        cardMinor: 0,
        giftMinor: 0,
      };
    }),
  );
  if (done) carryOut(repos, booking, charges, now);
  const sum = (pick: (c: LineCharge) => number) =>
    pounds(charges.reduce((total, charge) => total + pick(charge), 0));
  return {
    ok: true,
    cancellation: {
      BookingRef: booking.ref,
      Lines: charges.map((c) => ({
        FolioItemId: String(c.line.folioItemId),
        Category: c.line.category,
        Details: c.line.details,
        Amount: pounds(c.line.amountMinor),
        Fee: pounds(c.feeMinor),
        Refund: pounds(c.cardMinor + c.giftMinor),
        Free: c.free,
      })),
      Fee: sum((c) => c.feeMinor),
      CardRefund: sum((c) => c.cardMinor),
      GiftCardRefund: sum((c) => c.giftMinor),
      CardLastFour: cardLastFour(repos, booking),
      Done: done,
    },
  };
}

function carryOut(repos: Repos, booking: BookingRow, charges: LineCharge[], now: number): void {
  const { cancellations, stayInventory } = repos;
  const ids = charges.map((c) => {
    if (c.line.holdId !== null) stayInventory.releaseBooked(c.line.holdId);
    else cancellations.freeLine(c.line.folioItemId);
    return cancellations.add({
      booking_id: booking.id,
      folio_item_id: c.line.folioItemId,
      fee_minor: c.feeMinor,
      card_refund_minor: c.cardMinor,
      gift_refund_minor: c.giftMinor,
      created_at: now,
      venue: c.line.venue,
      policies_json: JSON.stringify(c.line.policies),
    });
  });
  // Back to the card through the orders that paid: checkout's first, then Pay balance's.
  let card = charges.reduce((sum, c) => sum + c.cardMinor, 0);
  for (const order of repos.balances.cardLedger(booking)) {
    const back = Math.min(card, order.paidMinor - order.refundedMinor);
    if (back <= 0) continue;
    refundThroughService(repos, order.orderKey, back, ids, now);
    card -= back;
  }
  let gift = charges.reduce((sum, c) => sum + c.giftMinor, 0);
  for (const spent of cancellations.spentGifts(booking.web_folio_id)) {
    if (gift <= 0) break;
    const back = Math.min(gift, spent.amount_minor);
    cancellations.refundToGiftCard(spent.gift_card_id, booking.id, back, now);
    gift -= back;
  }
}
