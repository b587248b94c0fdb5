import type { Venue } from '../../src/domain/calendar/stay-day';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { cartAnswer } from '../cart/cart-answer';
import { bookFolio } from '../checkout/book-folio';
import type { Repos } from '../db/repos';
import { pmsFolioIdOfHold } from '../stay/pms-folio-id';
import { stayRates } from '../stay/stay-rates';

export interface RoomStay {
  venue: Venue;
  roomType: string;
  rateType: string;
  arrival: string;
  departure: string;
}

/**
 * Books a room for a customer through the stay inventory, as a finalised cart would (benches:
 * many guests with a booked room of their own, without the payment page): its hold becomes
 * the booking's, priced by stayRates. The booking's reference and its room's line, or null when
 * the room is not free.
 */
export function bookRoomFor(repos: Repos, customerId: number, stay: RoomStay, now: number) {
  const rate = stayRates(
    repos.stayInventory,
    { ...stay, adults: 2, children: 0, promo: '' },
    now,
  ).find((r) => r.PMSRoomTypeId === stay.roomType && r.PMSRateTypeId === stay.rateType);
  if (!rate) return null;
  return repos.folios.transaction(() => {
    const webFolioId = repos.folios.create(now);
    const holdId = repos.stayInventory.hold(
      { ...stay, webFolioId, status: 'held', expiresAt: now + 600_000, customerId },
      now,
    );
    if (holdId === null) return null;
    repos.folios.addItem(
      webFolioId,
      {
        folioId: pmsFolioIdOfHold(holdId),
        category: 'Hotel',
        details: `${rate.PMSRoomTypeDesc} — ${rate.RateInfo.PMSRateTypeDesc}`,
        amount: rate.Price,
        startDate: stay.arrival,
        finishDate: stay.departure,
        nights: nightsBetween(stay.arrival, stay.departure),
        adults: 2,
        children: 0,
        youth: 0,
      },
      now,
    );
    const cart = cartAnswer(repos, webFolioId);
    const booked = bookFolio(
      repos,
      { webFolioId, customerId, orderKey: null, amountMinor: 0, cart },
      now,
    );
    const line = (cart.FolioItems ?? [])[0]!;
    return { ref: booked.ref, folioItemId: String(line.FolioItemId), holdId };
  });
}
