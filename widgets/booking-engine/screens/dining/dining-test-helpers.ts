import { bookPms, getRates } from '../../../../src/api/rates-api';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { $session, refreshCart } from '../../../../src/stores';
import { today } from '../../../../src/core/clock';
import { newLoggedInGuest, payCartOnCardPage } from '../../account-test-helpers';

/** Helpers for the dining screen's browser tests (not a test file itself). */

/**
 * A new logged-in guest with a booked (paid) stay of `nights` from a few weeks ahead, booked
 * as the engine does (get-rates, book-pms, the card page); its arrival date and email
 * (the password is newLoggedInGuest's).
 */
export async function guestWithBookedStay(
  what: string,
  nights: number,
): Promise<{ arrival: string; email: string }> {
  const email = await newLoggedInGuest(what);
  const session = $session.get();
  for (let arrival = addDays(today(), 21), tries = 0; tries < 21; tries += 1) {
    arrival = addDays(arrival, 1);
    const departure = addDays(arrival, nights);
    const rates = await getRates({
      ArrivalDate: arrival,
      DepartureDate: departure,
      Adults: 2,
      Children: 0,
      Youth: 0,
      Infants: 0,
      WebFolioId: session?.WebFolioId ?? null,
      Language: 'en',
      Venue: 'lake',
      PromoCode: '',
    });
    const room = rates.RoomTypes.find((type) => type.Rates.length);
    const rate = room?.Rates[0];
    if (!room || !rate) continue;
    const booked = await bookPms({
      SessionId: session?.SessionId ?? '',
      WebFolioId: session?.WebFolioId ?? '',
      PMSRoomType: rate.PMSRoomTypeId,
      RoomNumber: null,
      CustomerId: session?.CustomerId ?? null,
      PMSRateType: rate.PMSRateTypeId,
      ArrivalDate: arrival,
      DepartureDate: departure,
      Adults: 2,
      Children: 0,
      Youth: 0,
      Infants: 0,
      GroupCode: null,
    });
    if (booked.Result.value !== 'SUCCESS') continue;
    await refreshCart();
    await payCartOnCardPage();
    await refreshCart();
    return { arrival, email };
  }
  throw new Error('no room to book');
}
