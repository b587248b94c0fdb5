import { addDays } from '../../src/domain/calendar/calendar-day';
import { cartAnswer } from '../cart/cart-answer';
import { sampleHotelItem } from '../cart/sample-hotel-item';
import { bookFolio } from '../checkout/book-folio';
import type { Repos } from '../db/repos';

/**
 * Books a stay for a customer as a finalised cart would (tests and journeys: "the guest with
 * a booked stay"), without going through the payment page. The booking's reference.
 */
export function bookStayFor(
  repos: Repos,
  customerId: number,
  arrival: string,
  nights: number,
  now: number,
): string {
  const webFolioId = repos.folios.create(now);
  const room = sampleHotelItem(arrival);
  repos.folios.addItem(webFolioId, { ...room, finishDate: addDays(arrival, nights), nights }, now);
  const cart = cartAnswer(repos, webFolioId);
  return repos.folios.transaction(
    () =>
      bookFolio(repos, { webFolioId, customerId, orderKey: null, amountMinor: 0, cart }, now).ref,
  );
}
