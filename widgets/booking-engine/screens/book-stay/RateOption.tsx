import { BOOKING_VAULT } from '../../../../src/domain/booking-vault';
import { computedOffer } from '../../../../src/domain/computed-offer';
import { formatMoney } from '../../../../src/domain/format-money';
import { offerPrice } from '../../../../src/domain/offer-price';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';

const OFFER_NAMES = {
  fourthfree: 'Fourth night free',
  fifteenpcoff: '15% off',
  twentypcoff: '20% off',
} as const;

export interface RateOptionProps {
  rate: RoomRateOptionAnswer;
  nights: number;
  lowAvailability: number;
  busy: boolean;
  adding: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
}

/**
 * One rate of a room type: its name, the per-night and total prices (all-in), the offer
 * price beside the normal one, the rooms left when few remain, and "Add room".
 */
export function RateOption({
  rate,
  nights,
  lowAvailability,
  busy,
  adding,
  onAdd,
}: RateOptionProps) {
  const offer = computedOffer(rate, nights, BOOKING_VAULT.offers);
  const total = offer ? offerPrice(rate, nights, offer) : rate.Price;
  const name = rate.RateInfo.PMSRateTypeDesc || rate.PMSRateTypeId;
  return (
    <li part="rate" className="rate">
      <div className="rate__name">
        <strong>{name}</strong>
        {offer ? <span className="rate__offer"> — {OFFER_NAMES[offer]}</span> : null}
        {rate.NumRoomsAvail > 0 && rate.NumRoomsAvail < lowAvailability ? (
          <span part="low-availability" className="rate__low">
            {' '}
            Only {rate.NumRoomsAvail} {rate.NumRoomsAvail === 1 ? 'room' : 'rooms'} left
          </span>
        ) : null}
      </div>
      <p className="rate__prices">
        <span>{formatMoney(rate.AverageRate)} per night</span>
        {' · '}
        {offer ? (
          <>
            <del aria-label={`Normal price ${formatMoney(rate.Price)}`}>
              {formatMoney(rate.Price)}
            </del>{' '}
            <strong part="offer-price">
              {formatMoney(total)} total for {nights} {nights === 1 ? 'night' : 'nights'}
            </strong>
          </>
        ) : (
          <strong>
            {formatMoney(total)} total for {nights} {nights === 1 ? 'night' : 'nights'}
          </strong>
        )}
      </p>
      <button
        type="button"
        className="ik-button"
        aria-disabled={busy || undefined}
        aria-label={`Add room: ${rate.PMSRoomTypeDesc}, ${name}`}
        onClick={() => {
          if (!busy) onAdd(rate);
        }}
      >
        {adding ? 'Adding…' : 'Add room'}
      </button>
    </li>
  );
}
