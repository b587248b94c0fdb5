import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { RateOption } from './RateOption';

export interface RoomTypeCardProps {
  roomType: RoomTypeRatesAnswer;
  nights: number;
  lowAvailability: number;
  adding: string | null;
  onAdd: (rate: RoomRateOptionAnswer) => void;
}

/** A room type with its room information and its rates, cheapest first. */
export function RoomTypeCard({
  roomType,
  nights,
  lowAvailability,
  adding,
  onAdd,
}: RoomTypeCardProps) {
  const info = roomType.RoomInfo;
  const title = info.title || roomType.PMSRoomTypeDesc;
  return (
    <article part="room-type" className="room-type" aria-label={title}>
      <h2 className="room-type__title">{title}</h2>
      {info.intro ? <p className="room-type__intro">{info.intro}</p> : null}
      {info.copy ? (
        <details className="room-type__details">
          <summary>Room details</summary>
          <p>{info.copy}</p>
        </details>
      ) : null}
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
          />
        ))}
      </ul>
    </article>
  );
}
