import {
  $cancelling,
  cancelKey,
  confirmCancel,
  keepBooking,
} from '../../../../src/stores/engine/booking-cancel';
import { $bookingBusy } from '../../../../src/stores/engine/my-bookings';
import { Button } from '../../../../src/ui/Button';
import { Dialog } from '../../../../src/ui/Dialog';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';
import { cancelOutcomeFocus } from './cancel-focus';

/**
 * The one confirm step of a cancel (issue 32 §3), on the kit's Dialog: what will happen, in
 * the server's figures ("£264.00 back to the card ending 1111 within 5–10 days"), before the
 * guest decides; "Keep booking" (or Escape) closes it, "Cancel booking" cancels once.
 */
export function CancelDialog() {
  const open = useStore($cancelling);
  const busy = useStore($bookingBusy);
  const quote = open?.quote;
  const working = open ? busy[cancelKey(open.target)] === true : false;
  return (
    <Dialog
      open={open !== null}
      title={open ? `Cancel ${open.title}?` : ''}
      onClose={keepBooking}
      returnFocus={cancelOutcomeFocus}
    >
      {quote?.status === 'loading' ? (
        <InlineStatus tone="busy" part="cancel-quote">
          Working out what happens…
        </InlineStatus>
      ) : quote?.status === 'failed' ? (
        <InlineStatus tone="error" part="cancel-quote">
          {quote.error}
        </InlineStatus>
      ) : quote?.status === 'ready' ? (
        <>
          <p>If you cancel:</p>
          <ul part="cancel-quote">
            {quote.words.map((words) => (
              <li key={words}>{words}.</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="ik-actions">
        {quote?.status === 'ready' ? (
          <Button
            variant="primary"
            part="confirm-cancel"
            busy={working}
            busyLabel="Cancelling…"
            onClick={() => void confirmCancel()}
          >
            Cancel booking
          </Button>
        ) : null}
        <Button part="keep-booking" onClick={keepBooking}>
          Keep booking
        </Button>
      </div>
    </Dialog>
  );
}
