import { safeGallery } from '../../../../src/domain/safe-gallery';
import { STAY_TIMES } from '../../../../src/domain/stay-times';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { ChosenRate } from './ChosenRate';
import { RoomAccessibilityFacts } from './RoomAccessibility';

export interface RoomDetailsProps {
  roomType: RoomTypeRatesAnswer;
  /** The rate chosen on the room's card: the drawer ends with it and "Add room". */
  rate: RoomRateOptionAnswer;
  nights: number;
  arrival: string;
  lowAvailability: number;
  busy: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
}

/**
 * The room detail drawer's content (booking-engine.md §3; issue 38 §10): what the room offers
 * first — its intro, copy and gallery — then the accessibility features it has, and last the
 * chosen rate with its price and "Add room".
 */
export function RoomDetails({
  roomType,
  rate,
  nights,
  arrival,
  lowAvailability,
  busy,
  onAdd,
}: RoomDetailsProps) {
  const info = roomType.RoomInfo;
  // Pictures come from the hotel's content: only safe addresses are shown.
  const gallery = safeGallery(info.gallery);
  return (
    <>
      {info.intro ? <p className="room-details__intro">{info.intro}</p> : null}
      {info.copy ? <p>{info.copy}</p> : null}
      {gallery.length ? (
        <ul className="gallery" part="gallery" aria-label="Pictures of the room">
          {gallery.map((picture) => (
            <li key={picture.src}>
              <img src={picture.src} alt={picture.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Check-in from {STAY_TIMES.checkIn}, check-out by {STAY_TIMES.checkOut}.
      </p>
      <RoomAccessibilityFacts accessibility={roomType.Accessibility} />
      <ChosenRate
        rate={rate}
        nights={nights}
        arrival={arrival}
        lowAvailability={lowAvailability}
        busy={busy}
        onAdd={onAdd}
      />
    </>
  );
}
