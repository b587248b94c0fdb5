import type * as v from 'valibot';
import { addDays, londonDate } from '../../src/domain/calendar/calendar-day';
import { maskedGiftCode } from '../../src/domain/gift-cards/gift-code';
import { type GiftAddress, giftAddressLine } from '../../src/domain/gift-cards/gift-delivery-text';
import type { MyGiftCardSchema, MyPaymentSchema } from '../../src/schemas/my-bookings';
import type { CartSnapshot } from '../checkout/book-folio';
import type { GiftCardRow } from '../db/gift-cards-repo';
import type { BookingRow } from '../db/payment-orders-repo';

type Item = NonNullable<CartSnapshot['FolioItems']>[number];

/** How long My Bookings lists a payment after it was made. */
const PAYMENTS_SHOWN_DAYS = 365;

/**
 * A gift card of a paid Retail line as My Bookings lists it, while it is still valid (issue 15):
 * its code masked but for its last group. Undefined for a card not issued or past its last day.
 */
export function myGiftCard(
  card: GiftCardRow | undefined,
  booking: BookingRow,
  today: string,
): v.InferInput<typeof MyGiftCardSchema> | undefined {
  if (card?.status !== 'issued' || !card.code || !card.expires_on || card.expires_on < today) {
    return undefined;
  }
  const address = card.address_json ? (JSON.parse(card.address_json) as GiftAddress) : null;
  return {
    FolioItemId: String(card.folio_item_id),
    IssueToName: card.issue_to_name,
    Value: card.value_minor / 100,
    Method: card.method,
    EmailAddress: card.method === 'E' ? card.email : null,
    PostedTo: card.method === 'M' && address ? giftAddressLine(address) : null,
    Code: maskedGiftCode(card.code),
    ValidUntil: card.expires_on,
    BookingRef: booking.ref,
  };
}

/** A stay or spa payment line of a booking made in the last 12 months: what it paid, and when. */
export function myPayment(
  item: Item,
  booking: BookingRow,
  today: string,
): v.InferInput<typeof MyPaymentSchema> | undefined {
  if (item.Category !== 'PMSPayment' && item.Category !== 'SPAPayment') return undefined;
  const paidOn = londonDate(new Date(booking.created_at));
  if (paidOn < addDays(today, -PAYMENTS_SHOWN_DAYS)) return undefined;
  return {
    FolioItemId: String(item.FolioItemId),
    Category: item.Category,
    Details: item.Details ?? '',
    Amount: item.Amount,
    PaidOn: paidOn,
    BookingRef: booking.ref,
  };
}
