import { roomPhoto } from '../../../../src/domain/room-photo';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { Photo } from '../../../../src/ui/Photo';
import { useStyles } from '../../../../src/ui/styles';
import type { Detail } from './DetailDrawer';
import { RateOption } from './RateOption';
import { RoomAccessibilityList } from './RoomAccessibility';
import css from './room-type-card.css?inline';
import { Button } from '../../../../src/ui/Button';

export interface RoomTypeCardProps {
  roomType: RoomTypeRatesAnswer;
  nights: number;
  lowAvailability: number;
  adding: string | null;
  onAdd: (rate: RoomRateOptionAnswer) => void;
  /** Open the room or a rate detail drawer; `opener` gets focus back when it closes. */
  onDetails: (detail: Detail, opener: HTMLElement) => void;
}

/** The title of a room type: its CMS title, else the hotel's description. */
export const roomTitle = (roomType: RoomTypeRatesAnswer) =>
  roomType.RoomInfo.title || roomType.PMSRoomTypeDesc;

/** A room type with its room information and its rates, cheapest first. */
export function RoomTypeCard({
  roomType,
  nights,
  lowAvailability,
  adding,
  onAdd,
  onDetails,
}: RoomTypeCardProps) {
  useStyles(css);
  const info = roomType.RoomInfo;
  const title = roomTitle(roomType);
  const photo = roomPhoto(info, title);
  return (
    <article part="room-type" className="room-type room-type--card" aria-label={title}>
      <Photo
        part="room-photo"
        src={photo?.src ?? ''}
        alt={photo?.alt ?? ''}
        sizes="(min-width: 60rem) 20rem, 100vw"
      />
      <div className="room-type__body">
        <h2 className="room-type__title">{title}</h2>
        {info.intro ? <p className="room-type__intro">{info.intro}</p> : null}
        <RoomAccessibilityList accessibility={roomType.Accessibility} />
        <Button
          part="room-details"
          aria-haspopup="dialog"
          aria-label={`Room details: ${title}`}
          onClick={(event) => onDetails({ kind: 'room', roomType }, event.currentTarget)}
        >
          Room details
        </Button>
        <ul className="rates" aria-label={`Rates for ${title}`}>
          {roomType.Rates.map((rate) => (
            <RateOption
              key={rate.PMSRateTypeId}
              rate={rate}
              nights={nights}
              lowAvailability={lowAvailability}
              busy={adding !== null}
              adding={adding === `${rate.PMSRoomTypeId}|${rate.PMSRateTypeId}`}
              onAdd={onAdd}
              onDetails={(r, opener) => onDetails({ kind: 'rate', roomType, rate: r }, opener)}
            />
          ))}
        </ul>
      </div>
    </article>
  );
}
