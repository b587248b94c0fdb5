import { useState } from 'react';
import { roomPhoto } from '../../../../src/domain/rooms/room-photo';
import { roomTitle } from '../../../../src/domain/rooms/room-title';
import { safeGallery } from '../../../../src/domain/rooms/safe-gallery';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { Button } from '../../../../src/ui/Button';
import { RoomCard } from '../../../../src/ui/RoomCard';
import { cardRate, rateName } from './card-rate';
import type { Detail } from './detail';
import { MemberTeaser } from './MemberTeaser';
import { RoomAccessibilityList } from './RoomAccessibility';

export interface RoomTypeCardProps {
  roomType: RoomTypeRatesAnswer;
  nights: number;
  /** The stay's first day, which dates each rate's cancellation deadline. */
  arrival: string;
  lowAvailability: number;
  adding: string | null;
  /** The first card on screen: its photo loads at once. */
  eager?: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
  /** Open the room or a rate detail drawer; `opener` gets focus back when it closes. */
  onDetails: (detail: Detail, opener: HTMLElement) => void;
}

/**
 * A room type on Book your Stay: the kit's RoomCard with its rates to choose from, cheapest
 * first and chosen, "Room details", "Rate details" for the chosen rate and one "Add room".
 */
export function RoomTypeCard({
  roomType,
  nights,
  arrival,
  lowAvailability,
  adding,
  eager,
  onAdd,
  onDetails,
}: RoomTypeCardProps) {
  const info = roomType.RoomInfo;
  const title = roomTitle(roomType);
  const [chosen, setChosen] = useState(roomType.Rates[0]?.PMSRateTypeId ?? '');
  const rate = roomType.Rates.find((r) => r.PMSRateTypeId === chosen) ?? roomType.Rates[0];
  if (!rate) return null;
  const name = rateName(rate);
  const busy = adding !== null;
  return (
    <RoomCard
      part="room-type"
      title={title}
      intro={info.intro}
      photo={roomPhoto(info, title)}
      pictures={safeGallery(info.gallery).length}
      eager={eager}
      features={<RoomAccessibilityList accessibility={roomType.Accessibility} />}
      details={
        <Button
          variant="link"
          part="room-details"
          aria-haspopup="dialog"
          aria-label={`Room details: ${title}`}
          onClick={(event) => onDetails({ kind: 'room', roomType, rate }, event.currentTarget)}
        >
          Room details
        </Button>
      }
      rates={roomType.Rates.map((r) => cardRate(r, nights, lowAvailability, arrival))}
      chosen={rate.PMSRateTypeId}
      onChoose={setChosen}
      actions={
        <>
          <MemberTeaser roomType={roomType} nights={nights} />
          <Button
            variant="link"
            part="rate-details"
            aria-haspopup="dialog"
            aria-label={`Rate details: ${name}, ${rate.PMSRoomTypeDesc}`}
            onClick={(event) => onDetails({ kind: 'rate', roomType, rate }, event.currentTarget)}
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
            {adding === `${rate.PMSRoomTypeId}|${rate.PMSRateTypeId}` ? 'Adding…' : 'Add room'}
          </Button>
        </>
      }
    />
  );
}
