import { londonDate } from '../../src/domain/calendar/calendar-day';
import { cartAnswer } from '../cart/cart-answer';
import { sampleItem } from '../cart/sample-items';
import { bookFolio } from '../checkout/book-folio';
import type { Repos } from '../db/repos';

/**
 * A customer's paid cart of two gift cards (one emailed, one posted) and a stay payment, booked
 * as a finalised cart would be, so that My Bookings has them to show (screenshots, journeys).
 * The booking's reference.
 */
export function bookGiftCardsFor(repos: Repos, customerId: number, now: number): string {
  const webFolioId = repos.folios.create(now);
  const order = (value: number, card: Parameters<Repos['giftCards']['add']>[0]) => {
    const line = repos.folios.addItem(
      webFolioId,
      { folioId: '5000002', category: 'Retail', details: `Gift card £${value}`, amount: value },
      now,
    );
    repos.giftCards.add({ ...card, folioItemId: line }, now);
  };
  const common = { itemId: 'GC50', message: 'Happy birthday!', folioItemId: 0 };
  order(50, {
    ...common,
    valueMinor: 5_000,
    issueToName: 'Ada Lovelace',
    method: 'E',
    email: 'ada.lovelace@innkit.test',
    addressJson: null,
  });
  const address = {
    type: 'HOME',
    Address1: '2 Harbour Street',
    Address2: null,
    City: 'Whitby',
    StateProv: 'North Yorkshire',
    PostCode: 'YO21 3PP',
    Country: 'United Kingdom',
  };
  order(100, {
    ...common,
    itemId: 'GC100',
    valueMinor: 10_000,
    issueToName: 'Charles Babbage',
    method: 'M',
    email: null,
    addressJson: JSON.stringify(address),
  });
  repos.folios.addItem(webFolioId, sampleItem('PMSPayment', londonDate(new Date(now))), now);
  const cart = cartAnswer(repos, webFolioId, now);
  return repos.folios.transaction(
    () =>
      bookFolio(repos, { webFolioId, customerId, orderKey: null, amountMinor: 0, cart }, now).ref,
  );
}
