import { useCallback, useRef, useState } from 'react';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { Drawer } from '../../../../src/ui/Drawer';
import { useStyles } from '../../../../src/ui/styles';
import css from './detail-drawer.css?inline';
import { RateDetails } from './RateDetails';
import { RoomDetails } from './RoomDetails';
import { roomTitle } from './RoomTypeCard';

/** What a detail drawer shows: a room type, or one of its rates. */
export type Detail =
  | { kind: 'room'; roomType: RoomTypeRatesAnswer }
  | { kind: 'rate'; roomType: RoomTypeRatesAnswer; rate: RoomRateOptionAnswer };

/**
 * The room detail and rate detail drawers of Book your Stay (booking-engine.md §2, §4): the
 * kit's Drawer, labelled "Room details: …" or "Rate details: …", that takes focus, closes on
 * Escape, its close button or the backdrop, and gives focus back to the button that opened it.
 * The content stays while the panel slides out.
 */
export function useDetailDrawer(nights: number) {
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
      : detail.rate.RateInfo.PMSRateTypeDesc || detail.rate.PMSRateTypeId;
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
    >
      {detail?.kind === 'room' ? <RoomDetails roomType={detail.roomType} /> : null}
      {detail?.kind === 'rate' ? (
        <RateDetails roomType={detail.roomType} rate={detail.rate} nights={nights} />
      ) : null}
    </Drawer>
  );
  return { show, drawer };
}
