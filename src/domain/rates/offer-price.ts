import type { OfferKind, RoomRateOption } from '../rooms/room-rate-option';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * The price with its offer, shown beside the normal price: one night free for every four
 * (at the average rate), or 15 or 20 percent off the total. Rounded to pence.
 */
export function offerPrice(
  option: Pick<RoomRateOption, 'Price' | 'AverageRate'>,
  nights: number,
  offer: OfferKind,
): number {
  const total = pence(option.Price);
  switch (offer) {
    case 'fourthfree': {
      const free = Math.floor(nights / 4) * pence(option.AverageRate);
      return Math.max(0, total - free) / 100;
    }
    case 'fifteenpcoff':
      return Math.round(total * 0.85) / 100;
    case 'twentypcoff':
      return Math.round(total * 0.8) / 100;
  }
}
