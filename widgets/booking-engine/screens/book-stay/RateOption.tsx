import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';
import { Badge } from '../../../../src/ui/Badge';
import { Button } from '../../../../src/ui/Button';
import { OFFER_NAMES, RatePrices, rateTotal } from './RatePrices';

export interface RateOptionProps {
  rate: RoomRateOptionAnswer;
  nights: number;
  lowAvailability: number;
  busy: boolean;
  adding: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
  /** Open the rate detail drawer; `opener` gets focus back when it closes. */
  onDetails: (rate: RoomRateOptionAnswer, opener: HTMLElement) => void;
}

/**
 * One rate of a room type: its name, the per-night and total prices (all-in), the offer
 * price beside the normal one, the rooms left when few remain, "Rate details" and "Add room".
 */
export function RateOption({
  rate,
  nights,
  lowAvailability,
  busy,
  adding,
  onAdd,
  onDetails,
}: RateOptionProps) {
  const { offer } = rateTotal(rate, nights);
  const name = rate.RateInfo.PMSRateTypeDesc || rate.PMSRateTypeId;
  return (
    <li part="rate" className="rate">
      <div className="rate__name">
        <strong>{name}</strong>
        {offer ? <span className="rate__offer"> — {OFFER_NAMES[offer]}</span> : null}
        {rate.NumRoomsAvail > 0 && rate.NumRoomsAvail < lowAvailability ? (
          <>
            {' '}
            <Badge tone="warning" part="low-availability">
              Only {rate.NumRoomsAvail} {rate.NumRoomsAvail === 1 ? 'room' : 'rooms'} left
            </Badge>
          </>
        ) : null}
      </div>
      <RatePrices rate={rate} nights={nights} />
      <div className="actions">
        <Button
          part="rate-details"
          aria-haspopup="dialog"
          aria-label={`Rate details: ${name}, ${rate.PMSRoomTypeDesc}`}
          onClick={(event) => onDetails(rate, event.currentTarget)}
        >
          Rate details
        </Button>
        <Button
          variant="primary"
          part="add-room"
          aria-disabled={busy || undefined}
          aria-label={`Add room: ${rate.PMSRoomTypeDesc}, ${name}`}
          onClick={() => onAdd(rate)}
        >
          {adding ? 'Adding…' : 'Add room'}
        </Button>
      </div>
    </li>
  );
}
