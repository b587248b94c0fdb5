import type * as v from 'valibot';
import type { CartAnswerSchema } from '../../src/schemas/cart';
import type { Repos } from '../db/repos';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';
import { issueGiftCards } from '../gift-cards/issue-gift-cards';

export type CartSnapshot = v.InferInput<typeof CartAnswerSchema>;

export interface FolioBooking {
  webFolioId: number;
  customerId: number;
  orderKey: string | null;
  amountMinor: number;
  /** The cart as it was when the guest paid (SetCheckout) or reserved. */
  cart: CartSnapshot;
}

/**
 * Books a web folio from its snapshot (its rooms' holds become bookings) and gives its
 * sessions a new, empty web folio; lines
 * added after the snapshot move to the new folio. Run inside a transaction. Throws when the
 * folio was already booked (the UNIQUE web folio), so a folio is never booked twice.
 */
export function bookFolio(repos: Repos, booking: FolioBooking, now: number) {
  const row = repos.paymentOrders.addBooking(
    { ...booking, cartJson: JSON.stringify(booking.cart) },
    now,
  );
  // A deposit's balance (issue 32 §2): its due day is kept; its amount is worked out anew.
  const balance = booking.cart.PaymentSchedule?.Balance;
  if (balance && Number(balance.Amount) > 0) repos.balances.record(row.id, balance.Due);
  const next = repos.folios.create(now);
  const items = booking.cart.FolioItems ?? [];
  const kept = items.map((item) => Number(item.FolioItemId));
  // Its rooms are the guest's now: they no longer lapse with the cart's session.
  repos.stayInventory.bookHolds(
    items.flatMap((item) => {
      const hold = item.Category === 'Hotel' ? holdOfPmsFolioId(String(item.FolioId)) : null;
      return hold === null ? [] : [hold];
    }),
  );
  // Its class places too, for the paying customer (a temporary customer's become theirs).
  repos.classes.bookLines(
    items.flatMap((item) => (item.Category === 'Active' ? [Number(item.FolioItemId)] : [])),
    booking.customerId,
  );
  // Its treatments keep their therapist and room.
  repos.spa.bookLines(
    items.flatMap((item) => (item.Category === 'Treatments' ? [Number(item.FolioItemId)] : [])),
    booking.customerId,
  );
  // Its tables are the guest's: held until now, booked from here on.
  repos.dining.bookLines(
    items.flatMap((item) => (item.Category === 'Dining' ? [Number(item.FolioItemId)] : [])),
    booking.customerId,
  );
  // Its gift cards are issued: mailed (e-gift cards) or queued to print and post.
  issueGiftCards(
    repos,
    items.flatMap((item) => (item.Category === 'Retail' ? [Number(item.FolioItemId)] : [])),
    booking.customerId,
    now,
  );
  // Its gift cards' amounts, taken off the cards when they were applied, are spent for good.
  repos.giftRedemptions.spendFolio(booking.webFolioId, now);
  repos.account.moveItemsExcept(booking.webFolioId, next, kept);
  repos.account.moveSessions(booking.webFolioId, next);
  return { ref: row.ref, webFolioId: next };
}
