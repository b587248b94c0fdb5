import type { BookingVault } from './booking-vault';
import { computedOffer } from './computed-offer';
import { offerPrice } from './offer-price';
import type { OfferKind, RoomRateOption } from '../rooms/room-rate-option';

export interface RateCharge {
  /** The offer that applies, if any. */
  offer: OfferKind | null;
  /** The stay's total without the offer. */
  normal: number;
  /** What the guest pays: the offer price when an offer applies, else the normal total. */
  total: number;
}

/**
 * What a rate costs for a stay (booking-engine.md §3, §9; the lead's decision): the guest pays
 * the offer price shown beside the normal price. One rule for the rates a guest sees and the
 * amount the sandbox's `/rs/book-pms` charges, so the two never differ.
 */
export function rateCharge(
  option: Pick<RoomRateOption, 'PMSRoomTypeId' | 'PMSRateTypeId' | 'Price' | 'AverageRate'>,
  nights: number,
  offers: BookingVault['offers'],
): RateCharge {
  const offer = computedOffer(option, nights, offers);
  return {
    offer,
    normal: option.Price,
    total: offer ? offerPrice(option, nights, offer) : option.Price,
  };
}
