import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { nowMs } from '../../../../src/core/clock';
import type { MyStayRoom } from '../../../../src/schemas/my-bookings';
import { $amending, askToAmend } from '../../../../src/stores/engine/booking-amend';
import { Button } from '../../../../src/ui/Button';
import { useStore } from '../../../../src/ui/use-store';
import { setAmendOpener } from './amend-focus';

/** The change dialog's code loads when a guest first asks to change a booking. */
const AmendDialog = lazy(() => import('./AmendDialog'));

/** A booked item as ItemAfterBooking has it; a room carries its stay's fields too. */
type Item = { BookingRef: string; FolioItemId?: string; Cancelled?: unknown };

/**
 * "Change dates or guests" on a booked room (issue 32 §4), and its dialog while it is this
 * room's. Treatments, sessions and tables have no such action yet: a guest calls the hotel.
 */
export function AmendAction({ item: booked, title }: { item: Item; title: string }) {
  const item = booked as Item & Partial<MyStayRoom>;
  const amending = useStore($amending);
  const button = useRef<HTMLButtonElement>(null);
  const { FolioItemId, ArrivalDate, DepartureDate } = item;
  const mine =
    amending?.target.BookingRef === item.BookingRef && amending.target.FolioItemId === FolioItemId;
  // Once opened, the dialog stays mounted (closed), so that closing hands focus back.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (mine) setAmendOpener(button);
  });
  useEffect(() => {
    if (mine) setOpened(true);
  }, [mine]);
  if (!FolioItemId || !ArrivalDate || !DepartureDate || item.Cancelled) return null;
  const open = () =>
    askToAmend(
      {
        BookingRef: item.BookingRef,
        FolioItemId,
        ArrivalDate,
        DepartureDate,
        Adults: item.NumAdults ?? 1,
        Children: item.NumChildren ?? 0,
        ...(item.Policies ? { Policies: item.Policies } : {}),
      },
      title,
      nowMs(),
    );
  return (
    <>
      <Button part="amend-item" aria-haspopup="dialog" buttonRef={button} onClick={open}>
        Change dates or guests<span className="ik-visually-hidden">: {title}</span>
      </Button>
      {mine || opened ? (
        <Suspense fallback={null}>
          <AmendDialog target={{ BookingRef: item.BookingRef, FolioItemId }} />
        </Suspense>
      ) : null}
    </>
  );
}
