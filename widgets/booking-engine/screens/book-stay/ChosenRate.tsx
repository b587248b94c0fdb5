import { useId } from 'react';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';
import { Button } from '../../../../src/ui/Button';
import { Price } from '../../../../src/ui/Price';
import { cardRate } from './card-rate';

export interface ChosenRateProps {
  rate: RoomRateOptionAnswer;
  nights: number;
  arrival: string;
  lowAvailability: number;
  busy: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
}

/**
 * The room drawer's sticky foot: the rate chosen on the card with its terms (in full: the
 * drawer has room for the time and year), the total as the anchor beside them, and one
 * full-width "Add room".
 */
export function ChosenRate({
  rate,
  nights,
  arrival,
  lowAvailability,
  busy,
  onAdd,
}: ChosenRateProps) {
  const id = useId();
  const shown = cardRate(rate, nights, lowAvailability, arrival, 'long');
  return (
    <section className="chosen-rate" part="chosen-rate" aria-labelledby={id}>
      <div className="chosen-rate__words">
        <h3 id={id}>Your rate: {shown.name}</h3>
        {shown.flag}
        {shown.terms ? <p className="chosen-rate__terms">{shown.terms}</p> : null}
      </div>
      <p className="chosen-rate__price">
        <Price amount={shown.total} was={shown.was} per="stay" size="lg" />
        <span className="chosen-rate__night">
          <Price amount={shown.perNight} per="night" />
        </span>
      </p>
      <Button
        variant="primary"
        part="drawer-add-room"
        aria-disabled={busy || undefined}
        aria-label={`Add room: ${rate.PMSRoomTypeDesc}, ${shown.name}`}
        onClick={() => onAdd(rate)}
      >
        Add room
      </Button>
    </section>
  );
}
