import { formatMoney } from '../../../../src/domain/format/format-money';
import { rateTotal } from '../../../../src/domain/rates/rate-total';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';

/**
 * A rate's all-in prices in the rate drawer: per night and for the whole stay, both visible;
 * with an offer the normal total struck through beside the offer total the guest pays, and its
 * per-night price (the rules: src/domain/rates/rate-total.ts).
 */
export function RatePrices({ rate, nights }: { rate: RoomRateOptionAnswer; nights: number }) {
  const { offer, total, normal, perNight, normalPerNight } = rateTotal(rate, nights);
  const stay = `${formatMoney(total)} total for ${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return (
    <p className="rate__prices">
      <span>{formatMoney(normalPerNight)} per night</span>
      {' · '}
      {offer ? (
        <>
          <del>
            <span className="ik-visually-hidden">Normal price </span>
            {formatMoney(normal)}
          </del>{' '}
          <strong part="offer-price">{stay}</strong>{' '}
          <span className="rate__offer-night">
            ({formatMoney(perNight)} per night with the offer)
          </span>
        </>
      ) : (
        <strong>{stay}</strong>
      )}
    </p>
  );
}
