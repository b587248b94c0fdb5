import type { Venue } from '../calendar/stay-day';

/**
 * The stay product a Book your Stay search sells, named in "Add {product} room"
 * (booking-engine.md §4): the lake hotel's rooms or the sister inn's (the search's location
 * picks the venue, see book-stay-search). Data: a page may rename them.
 */
export const STAY_PRODUCTS: Readonly<Record<Venue, string>> = {
  lake: 'Lake',
  seaside: 'Seaside',
  inn: 'Inn',
};

/** "Add Lake room", "Add Inn room": the button that shows the rates again after a room is added. */
export function addProductRoomLabel(venue: Venue, products = STAY_PRODUCTS): string {
  return `Add ${products[venue]} room`;
}
