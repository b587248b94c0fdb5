import { safeGallery } from '../../../../src/domain/safe-gallery';
import { STAY_TIMES } from '../../../../src/domain/stay-times';
import type { RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { RoomAccessibilityFacts } from './RoomAccessibility';

/**
 * The room detail drawer's content: the room's intro, copy and gallery (booking-engine.md §3),
 * and its accessibility in words.
 */
export function RoomDetails({ roomType }: { roomType: RoomTypeRatesAnswer }) {
  const info = roomType.RoomInfo;
  // Pictures come from the hotel's content: only safe addresses are shown.
  const gallery = safeGallery(info.gallery);
  return (
    <>
      {info.intro ? <p className="room-details__intro">{info.intro}</p> : null}
      {info.copy ? <p>{info.copy}</p> : null}
      <RoomAccessibilityFacts accessibility={roomType.Accessibility} />
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
    </>
  );
}
