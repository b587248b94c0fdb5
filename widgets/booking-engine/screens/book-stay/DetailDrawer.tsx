import { useCallback, useRef, useState } from 'react';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { useMotionMs } from '../../../../src/ui/motion';
import { Sheet } from '../../../../src/ui/Sheet';
import { SheetHead } from '../../../../src/ui/SheetHead';
import sheetCss from '../../../../src/ui/sheet.css?inline';
import css from './detail-drawer.css?inline';
import { RateDetails } from './RateDetails';
import { RoomDetails } from './RoomDetails';
import { roomTitle } from './RoomTypeCard';

/** What a detail drawer shows: a room type, or one of its rates. */
export type Detail =
  | { kind: 'room'; roomType: RoomTypeRatesAnswer }
  | { kind: 'rate'; roomType: RoomTypeRatesAnswer; rate: RoomRateOptionAnswer };

/** The drawer's slide, in milliseconds (none under reduced motion). */
const SLIDE_MS = 250;

/**
 * The room detail and rate detail drawers of Book your Stay (booking-engine.md §2, §4): one
 * modal side panel on the shared Sheet, labelled by its title, that takes focus, closes on
 * Escape, its close button or the backdrop, and gives focus back to the button that opened it.
 * The content stays while the panel slides out.
 */
export function useDetailDrawer(nights: number) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const durationMs = useMotionMs(SLIDE_MS);
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
  const drawer = (
    <>
      <style>{sheetCss + css}</style>
      <Sheet
        open={open}
        onClose={close}
        label={detail?.kind === 'rate' ? `Rate details: ${title}` : `Room details: ${title}`}
        durationMs={durationMs}
        returnFocus={opener}
        part={detail?.kind === 'rate' ? 'rate-drawer' : 'room-drawer'}
        className="detail-drawer"
      >
        <SheetHead
          title={title}
          closeLabel={detail?.kind === 'rate' ? 'Close rate details' : 'Close room details'}
          onClose={close}
        />
        <div data-content className="detail-drawer__content">
          {detail?.kind === 'room' ? <RoomDetails roomType={detail.roomType} /> : null}
          {detail?.kind === 'rate' ? (
            <RateDetails roomType={detail.roomType} rate={detail.rate} nights={nights} />
          ) : null}
        </div>
      </Sheet>
    </>
  );
  return { show, drawer };
}
