import type * as v from 'valibot';
import type { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import type { BookedItemFacts } from '../cancel/booked-item-facts';
import type { CartSnapshot } from '../checkout/book-folio';
import type { GiftCardRow } from '../db/gift-cards-repo';
import type { BookingRow } from '../db/payment-orders-repo';
import type { CustomerRow } from '../db/rows';
import { SUCCESS } from '../http/results';
import { bookedRoomPicture } from '../stay/room-info';
import { myGiftCard, myPayment } from './my-purchases';
import { type BookingMoney, type PaidPart, paidParts, unpaidMinor } from './paid-parts';

type Answer = v.InferInput<typeof MyBookingsAnswerSchema>;
type Item = NonNullable<CartSnapshot['FolioItems']>[number];

const day = (value: string | null | undefined) => (value ?? '').slice(0, 10);
const time = (value: string | null | undefined) => /T(\d{2}:\d{2})/.exec(value ?? '')?.[1] ?? '';

function minutesBetween(start: string | null | undefined, end: string | null | undefined) {
  const ms = Date.parse(end ?? '') - Date.parse(start ?? '');
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 60_000) : null;
}

function spaItem(
  item: Item,
  ref: string,
  { due, ...facts }: BookedItemFacts & { Paid: PaidPart[]; due: number },
) {
  return {
    ...facts,
    ItemName: item.Details ?? '',
    BookStartTime: item.StartDate ?? '',
    ServiceTime: minutesBetween(item.StartDate, item.FinishDate),
    TotalPrice: item.Amount,
    SpaFolioId: item.FolioId,
    BalanceDue: due / 100,
    BookingRef: ref,
  };
}

/** The extras added to a booked room since it was paid for: due at the hotel. */
function addedAfterBooking(item: Item, live: readonly Item[]) {
  const booked = new Set(
    (item.SpecialServices ?? []).map((s) => String(s.PMSFolioSpecialServiceId)),
  );
  const now = live.find((l) => l.FolioId === item.FolioId)?.SpecialServices ?? [];
  const services = now.filter((s) => !booked.has(String(s.PMSFolioSpecialServiceId)));
  const due = services.reduce((sum, s) => sum + Number(s.ExtPrice ?? 0), 0);
  return { services, due: Math.round(due * 100) / 100 };
}

/**
 * `/rs/get-my-bookings` from the customer's finalised web folios: upcoming stays keyed by
 * arrival date, treatments, active sessions and dining (booking-engine.md §3), and our
 * extension (issue 15): the gift cards bought (while valid) and the stay and spa payments made
 * (for 12 months). Paid or reserved, so nothing is due.
 */
export function myBookings(
  customer: CustomerRow,
  bookings: BookingRow[],
  today: string,
  /** The booked web folio as it is now (extras added after booking). */
  liveItems: (booking: BookingRow) => readonly Item[] = () => [],
  /** The gift card ordered on a Retail line (by its FolioItemId). */
  giftCardOf: (folioItemId: number) => GiftCardRow | undefined = () => undefined,
  /** Our extension (issue 32): each booked line's id, policies and cancellation. */
  factsOf: (booking: BookingRow) => (folioItemId: string) => BookedItemFacts = () => () => ({}),
  /** Our extension (issue 38 §10): the card and gift cards that paid for the booking. */
  moneyOf: (booking: BookingRow) => BookingMoney = () => ({ card: null, gifts: [] }),
): Answer {
  const result: Required<Omit<Answer, 'Result' | 'Balances'>> = {
    Stays: {},
    Treatments: [],
    Active: [],
    Dining: [],
    GiftCards: [],
    Payments: [],
  };
  for (const booking of bookings) {
    const cart = JSON.parse(booking.cart_json) as CartSnapshot;
    const live = liveItems(booking);
    const lineFacts = factsOf(booking);
    const money = moneyOf(booking);
    const paid = paidParts(cart.FolioItems ?? [], money);
    const facts = (id: string) => ({ ...lineFacts(id), Paid: paid.get(id) ?? [] });
    // Only a booking sold with a balance owes what its parts leave; others were paid in full.
    const due = (item: Item) =>
      money.hasBalance ? unpaidMinor(item, paid.get(String(item.FolioItemId)) ?? []) : 0;
    for (const item of cart.FolioItems ?? []) {
      if (item.Category === 'Retail') {
        const card = myGiftCard(giftCardOf(Number(item.FolioItemId)), booking, today);
        if (card) result.GiftCards.push(card);
        continue;
      }
      const payment = myPayment(item, booking, today);
      if (payment) result.Payments.push(payment);
      const ends = day(item.FinishDate ?? item.StartDate);
      if (!ends || ends < today) continue;
      if (item.Category === 'Hotel') {
        const arrival = day(item.StartDate);
        const paid = item.FolioTotal ?? item.Amount;
        const extras = addedAfterBooking(item, live);
        (result.Stays[arrival] ??= { rooms: [] }).rooms.push({
          ...facts(String(item.FolioItemId)),
          ArrivalDate: arrival,
          DepartureDate: day(item.FinishDate),
          Nights: item.Nights ?? 0,
          NumAdults: item.Adults ?? 0,
          NumYouth: item.Youth ?? 0,
          NumChildren: item.Children ?? 0,
          PMSFolioId: item.FolioId,
          TotalStayRateIncl: Math.round((Number(paid) + extras.due) * 100) / 100,
          // What the extras since add, and what a deposit plan leaves to pay (issue 32 §2).
          BalanceDue: Math.round(extras.due * 100 + due(item)) / 100,
          Details: item.Details ?? '',
          SpecialServices: [...(item.SpecialServices ?? []), ...extras.services],
          BookingRef: booking.ref,
          Picture: bookedRoomPicture(item.Details ?? ''),
        });
      } else if (item.Category === 'Treatments') {
        result.Treatments.push(
          spaItem(item, booking.ref, { ...facts(String(item.FolioItemId)), due: due(item) }),
        );
      } else if (item.Category === 'Active') {
        result.Active.push(
          spaItem(item, booking.ref, { ...facts(String(item.FolioItemId)), due: due(item) }),
        );
      } else if (item.Category === 'Dining') {
        result.Dining.push({
          ...facts(String(item.FolioItemId)),
          Details: item.Details ?? '',
          DiningVenue: item.Location ?? '',
          date: day(item.StartDate),
          Reference: item.FolioId,
          start: time(item.StartDate),
          PartySize: item.Adults ?? 0,
          FirstName: customer.first_name,
          LastName: customer.last_name,
          BookingRef: booking.ref,
        });
      }
    }
  }
  // Newest first; within a day the stay's before the spa's (§2's order).
  result.Payments.sort(
    (a, b) => b.PaidOn.localeCompare(a.PaidOn) || a.Category.localeCompare(b.Category),
  );
  return { Result: SUCCESS, ...result };
}
