import { cancellationTerms } from '../../../../src/domain/policies/cancellation-text';
import { OFFER_NAMES } from '../../../../src/domain/rates/offer-names';
import { rateTotal } from '../../../../src/domain/rates/rate-total';
import { roomTitle } from '../../../../src/domain/rooms/room-title';
import { STAY_TIMES } from '../../../../src/domain/stay/stay-times';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../../../src/schemas/system';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { RatePrices } from './RatePrices';

export interface RateDetailsProps {
  roomType: RoomTypeRatesAnswer;
  rate: RoomRateOptionAnswer;
  nights: number;
  /** The stay's first day, which dates the rate's cancellation deadline. */
  arrival: string;
}

/**
 * The rate detail drawer's content: the rate's description, its all-in prices (the offer
 * price beside the normal one), what the price includes, and the policies of booking-engine.md
 * §9 (check-in 3pm, check-out 11am, the hold while booking, the booking terms).
 */
export function RateDetails({ roomType, rate, nights, arrival }: RateDetailsProps) {
  const { offer } = rateTotal(rate, nights);
  const info = rate.RateInfo;
  const name = info.PMSRateTypeDesc || rate.PMSRateTypeId;
  const description = info.PMSRateTypeCustDesc || info.PMSRateTypeDesc;
  const stay = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return (
    <>
      <p className="rate-details__room">{roomTitle(roomType)}</p>
      {/* The guest's description, when it says more than the rate's name (the drawer's title). */}
      {description && description !== name ? <p>{description}</p> : null}
      <RatePrices rate={rate} nights={nights} />
      <h3>What is included</h3>
      <ul className="detail-list">
        <li>
          The {roomTitle(roomType)} for {stay}
          {description ? `, ${description}` : ''}
        </li>
        {offer ? <li>The offer: {OFFER_NAMES[offer]}</li> : null}
        <li>All taxes and charges: the price is all-in</li>
      </ul>
      <h3>Policies</h3>
      <ul className="detail-list">
        {rate.Policies ? (
          <li part="rate-cancellation">{cancellationTerms(rate.Policies.cancellation, arrival)}</li>
        ) : null}
        <li>
          Check-in from {STAY_TIMES.checkIn}, check-out by {STAY_TIMES.checkOut}.
        </li>
        <li>
          Your room is held for {DEFAULT_SESSION_TIMEOUT_MINUTES} minutes while you book, and for
          longer whenever you keep your booking going.
        </li>
        <li>
          Prices are in pounds sterling. <a href="/booking-terms/">Booking terms</a>
        </li>
      </ul>
    </>
  );
}
