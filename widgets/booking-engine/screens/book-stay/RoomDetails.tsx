import { safeGallery } from '../../../../src/domain/rooms/safe-gallery';
import { STAY_TIMES } from '../../../../src/domain/stay/stay-times';
import type { RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { Photo } from '../../../../src/ui/Photo';
import { RoomAccessibilityFacts } from './RoomAccessibility';

export interface RoomDetailsProps {
  roomType: RoomTypeRatesAnswer;
}

/**
 * The room detail drawer's content (booking-engine.md §3; issue 38 §10): what the room offers
 * first — its intro, copy and gallery — then the accessibility features it has. The drawer's
 * foot (ChosenRate) ends it with the chosen rate, its price and "Add room".
 */
export function RoomDetails({ roomType }: RoomDetailsProps) {
  const info = roomType.RoomInfo;
  // Pictures come from the hotel's content: only safe addresses are shown.
  const gallery = safeGallery(info.gallery);
  return (
    <>
      {info.intro ? <p className="room-details__intro">{info.intro}</p> : null}
      {info.copy ? <p>{info.copy}</p> : null}
      {gallery.length ? (
        <ul className="gallery" part="gallery" aria-label="Pictures of the room">
          {gallery.map((picture, index) => (
            <li key={picture.src}>
              {/* The first across the drawer (30rem, a phone's width), the others two by two. */}
              <Photo
                src={picture.src}
                alt={picture.alt}
                sources={picture.sources}
                sizes={
                  index === 0 ? '(min-width: 30rem) 30rem, 100vw' : '(min-width: 30rem) 15rem, 50vw'
                }
                ratio="3 / 2"
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Check-in from {STAY_TIMES.checkIn}, check-out by {STAY_TIMES.checkOut}.
      </p>
      <RoomAccessibilityFacts accessibility={roomType.Accessibility} />
    </>
  );
}
