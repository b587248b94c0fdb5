import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { roomTitle } from '../../../../src/domain/rooms/room-title';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';
import { Drawer } from '../../../../src/ui/Drawer';
import { useStyles } from '../../../../src/ui/styles';
import { rateName } from './card-rate';
import { ChosenRate } from './ChosenRate';
import type { Detail } from './detail';
import css from './detail-drawer.css?inline';
import { RateDetails } from './RateDetails';
import { RoomDetails } from './RoomDetails';

export interface DetailDrawerOptions {
  nights: number;
  /** The stay's first day, which dates the rate's cancellation deadline. */
  arrival: string;
  lowAvailability: number;
  /** A room is being added: the drawer's "Add room" waits. */
  busy: boolean;
  onAdd: (rate: RoomRateOptionAnswer) => void;
}

/**
 * The room detail and rate detail drawers of Book your Stay (booking-engine.md §2, §4): the
 * kit's Drawer, labelled "Room details: …" or "Rate details: …", that takes focus, closes on
 * Escape, its close button or the backdrop, and gives focus back to the button that opened it.
 * The room drawer ends with the card's chosen rate and "Add room" in its sticky foot, in view
 * however far the guest scrolls (issue 38 §10); Add room closes it and adds.
 * The content stays while the panel slides out.
 */
export function useDetailDrawer({
  nights,
  arrival,
  lowAvailability,
  busy,
  onAdd,
}: DetailDrawerOptions) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useStyles(css);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback((next: Detail, from: HTMLElement) => {
    opener.current = from;
    setDetail(next);
    setOpen(true);
  }, []);

  const title = !detail
    ? ''
    : detail.kind === 'room'
      ? roomTitle(detail.roomType)
      : rateName(detail.rate);
  const rate = detail?.kind === 'rate';
  const drawer = (
    <Drawer
      open={open}
      onClose={close}
      title={title}
      label={rate ? `Rate details: ${title}` : `Room details: ${title}`}
      closeLabel={rate ? 'Close rate details' : 'Close room details'}
      returnFocus={opener}
      part={rate ? 'rate-drawer' : 'room-drawer'}
      className="detail-drawer"
      footer={
        detail?.kind === 'room' ? (
          <ChosenRate
            rate={detail.rate}
            nights={nights}
            arrival={arrival}
            lowAvailability={lowAvailability}
            busy={busy}
            onAdd={(chosen) => {
              // The drawer's "Add room" is its card's: focus goes back to the card's button,
              // which is pressed, so the confirmation that replaces it takes focus
              // (useFocusLanding).
              const card = opener.current?.closest('[part~=room-type]');
              const cardAdd = card?.querySelector<HTMLElement>('[part=add-room]');
              if (cardAdd) opener.current = cardAdd;
              // Closed at once, so the card is no longer inert when its button is pressed.
              flushSync(close);
              if (cardAdd) cardAdd.click();
              else onAdd(chosen);
            }}
          />
        ) : null
      }
    >
      {detail?.kind === 'room' ? <RoomDetails roomType={detail.roomType} /> : null}
      {detail?.kind === 'rate' ? (
        <RateDetails
          roomType={detail.roomType}
          rate={detail.rate}
          nights={nights}
          arrival={arrival}
        />
      ) : null}
    </Drawer>
  );
  return { show, drawer };
}
