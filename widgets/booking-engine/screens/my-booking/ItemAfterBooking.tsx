import { nowMs } from '../../../../src/core/clock';
import { calendarDownload } from '../../../../src/domain/itinerary/calendar-download';
import { bookingItems } from '../../../../src/domain/policies/booking-items';
import type { MyBookingsAnswer } from '../../../../src/schemas/my-bookings';
import {
  $cancelOutcomes,
  askToCancel,
  cancelKey,
} from '../../../../src/stores/engine/booking-cancel';
import { $bookingFailures } from '../../../../src/stores/engine/my-bookings';
import { Button } from '../../../../src/ui/Button';
import buttonCss from '../../../../src/ui/button.css?inline';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { AmendAction } from './AmendAction';
import { cancelOutcomeFocus } from './cancel-focus';
import { PayBalanceSlot } from './PayBalanceSlot';

/** The fields of a booked room, treatment, session or table that its actions need. */
export interface BookedItem {
  BookingRef: string;
  FolioItemId?: string;
  Cancelled?: unknown;
}

/**
 * A booked item's actions after the sale (issue 32 §3, §5): "Cancel" (confirmed in
 * CancelDialog, on the kit's Dialog), "Add to calendar" (its .ics, built in src/domain), and
 * the cancel's outcome, which takes focus as the dialog closes (cancel-focus.ts: the Cancel
 * button is gone by then).
 */
export function ItemAfterBooking(props: {
  item: BookedItem;
  title: string;
  bookings: MyBookingsAnswer;
}) {
  useStyles(buttonCss);
  const { item, title } = props;
  const outcomes = useStore($cancelOutcomes);
  const failures = useStore($bookingFailures);
  if (!item.FolioItemId) return null;
  const target = { BookingRef: item.BookingRef, FolioItemId: item.FolioItemId };
  const whole = { BookingRef: item.BookingRef, FolioItemId: null };
  // The booking's first line speaks for it: the whole booking's Cancel and its outcome.
  const lines = bookingItems(props.bookings, item.BookingRef);
  const first = lines[0]?.id === item.FolioItemId;
  const open = lines.filter((line) => !line.cancelled).length;
  const key = cancelKey(target);
  const wholeKey = cancelKey(whole);
  const outcome = outcomes[key] ?? (first ? outcomes[wholeKey] : undefined);
  const failed = failures[key] ?? (first ? failures[wholeKey] : undefined);
  const ask = (which: typeof target | typeof whole, words: string) => {
    cancelOutcomeFocus.current = null;
    void askToCancel(which, words);
  };
  const download = item.Cancelled
    ? null
    : calendarDownload(props.bookings, { ref: item.BookingRef, itemId: item.FolioItemId }, nowMs());
  return (
    <>
      {outcome ? (
        <div
          className="booking__outcome"
          ref={(element) => {
            if (element) cancelOutcomeFocus.current = element.querySelector('p');
          }}
        >
          <InlineStatus tone={failed ? 'error' : 'success'} part="cancel-outcome" takeFocus>
            {outcome}
          </InlineStatus>
        </div>
      ) : null}
      {item.Cancelled ? null : (
        <Button part="cancel-item" aria-haspopup="dialog" onClick={() => ask(target, title)}>
          Cancel<span className="ik-visually-hidden"> {title}</span>
        </Button>
      )}
      <AmendAction item={item} title={title} />
      {first && open > 1 ? (
        <Button
          part="cancel-booking"
          aria-haspopup="dialog"
          onClick={() => ask(whole, `booking ${item.BookingRef}`)}
        >
          Cancel whole booking<span className="ik-visually-hidden"> {item.BookingRef}</span>
        </Button>
      ) : null}
      {download ? (
        <a
          className="ik-button"
          data-variant="secondary"
          part="button add-to-calendar"
          href={download.href}
          download={download.fileName}
        >
          Add to calendar<span className="ik-visually-hidden">: {title}</span>
        </a>
      ) : null}
      {first ? <PayBalanceSlot bookingRef={item.BookingRef} bookings={props.bookings} /> : null}
    </>
  );
}
