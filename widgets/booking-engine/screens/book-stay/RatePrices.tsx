import { BOOKING_VAULT } from '../../../../src/domain/booking-vault';
import { formatMoney } from '../../../../src/domain/format-money';
import { rateCharge } from '../../../../src/domain/rate-charge';
import type { OfferKind } from '../../../../src/domain/room-rate-option';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';

export const OFFER_NAMES: Record<OfferKind, string> = {
  fourthfree: 'Fourth night free',
  fifteenpcoff: '15% off',
  twentypcoff: '20% off',
};

/** A rate's offer (booking-engine.md §9) and the total the guest pays: the offer price if any. */
export const rateTotal = (rate: RoomRateOptionAnswer, nights: number) =>
  rateCharge(rate, nights, BOOKING_VAULT.offers);

/**
 * A rate's all-in prices: per night and for the whole stay, both visible; with an offer the
 * normal total struck through beside the offer total the guest pays, and its per-night price.
 */
export function RatePrices({ rate, nights }: { rate: RoomRateOptionAnswer; nights: number }) {
  const { offer, total } = rateTotal(rate, nights);
  const stay = `${formatMoney(total)} total for ${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return (
    <p className="rate__prices">
      <span>{formatMoney(rate.AverageRate)} per night</span>
      {' · '}
      {offer ? (
        <>
          <del>
            <span className="ik-visually-hidden">Normal price </span>
            {formatMoney(rate.Price)}
          </del>{' '}
          <strong part="offer-price">{stay}</strong>{' '}
          <span className="rate__offer-night">
            ({formatMoney(Math.round((total * 100) / nights) / 100)} per night with the offer)
          </span>
        </>
      ) : (
        <strong>{stay}</strong>
      )}
    </p>
  );
}
