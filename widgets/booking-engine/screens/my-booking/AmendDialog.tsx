import { type ReactNode, useEffect, useRef } from 'react';
import { amendPayText } from '../../../../src/domain/amend/amend-text';
import {
  $amending,
  type AmendTarget,
  type Amending,
  chooseStay,
  closeAmend,
} from '../../../../src/stores/engine/booking-amend';
import {
  confirmChange,
  paymentMessage,
  quoteChange,
} from '../../../../src/stores/engine/booking-amend-flow';
import { Button } from '../../../../src/ui/Button';
import { Dialog } from '../../../../src/ui/Dialog';
import { useFocusLanding } from '../../../../src/ui/focus-landing';
import { FieldFrame } from '../../../../src/ui/form/Field';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { Stepper } from '../../../../src/ui/Stepper';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { amendReturnFocus } from './amend-focus';
import css from './amend-dialog.css?inline';

/** What replaced the button the guest used (its quote, its card page) takes the focus it had. */
function Landing(props: { part: string; className: string; role?: 'status'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref);
  return <div ref={ref} tabIndex={-1} {...props} />;
}

function StayFields({ open }: { open: Amending }) {
  const { choice } = open;
  const error = open.state.step === 'choose' ? open.state.error : null;
  return (
    <div className="amend__fields">
      <FieldFrame id="amend-arrival" label="Arrival">
        {(aria) => (
          <input
            {...aria}
            type="date"
            part="input"
            value={choice.ArrivalDate}
            onChange={(event) => chooseStay({ ArrivalDate: event.target.value })}
          />
        )}
      </FieldFrame>
      <FieldFrame id="amend-departure" label="Departure">
        {(aria) => (
          <input
            {...aria}
            type="date"
            part="input"
            value={choice.DepartureDate}
            min={choice.ArrivalDate || undefined}
            onChange={(event) => chooseStay({ DepartureDate: event.target.value })}
          />
        )}
      </FieldFrame>
      <Stepper
        label="Adults"
        one="adult"
        value={choice.Adults}
        min={1}
        max={8}
        onChange={(Adults) => chooseStay({ Adults })}
      />
      <Stepper
        label="Children"
        one="child"
        value={choice.Children}
        min={0}
        max={4}
        onChange={(Children) => chooseStay({ Children })}
      />
      {error ? (
        <InlineStatus tone="error" part="error" takeFocus>
          {error}
        </InlineStatus>
      ) : null}
    </div>
  );
}

/**
 * Changing a booked room (issue 32 §4), on the kit's Dialog: the guest picks dates and guests,
 * sees the new price and the difference in the server's figures ("+£40.00 to pay", "£25.00
 * back to your card") before confirming, pays a difference on the hosted card page inside the
 * dialog, and reads the outcome. "Keep booking" (or Escape) leaves the booking as it was.
 */
export default function AmendDialog({ target }: { target: AmendTarget }) {
  useStyles(css);
  const amending = useStore($amending);
  const open =
    amending?.target.BookingRef === target.BookingRef &&
    amending.target.FolioItemId === target.FolioItemId
      ? amending
      : null;
  // The card page's result address posts the signed result to this page (same origin only).
  useEffect(() => {
    const listen = (event: MessageEvent) => void paymentMessage(event, location.origin);
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  // Kept mounted while closed: closing is what hands focus back to the room's button.
  if (!open) {
    return (
      <Dialog open={false} title="" onClose={closeAmend} returnFocus={amendReturnFocus}>
        {null}
      </Dialog>
    );
  }
  const { state } = open;
  return (
    <Dialog open title={`Change ${open.title}`} onClose={closeAmend} returnFocus={amendReturnFocus}>
      {state.step === 'refused' ? (
        <InlineStatus tone="error" part="error">
          {state.error}
        </InlineStatus>
      ) : state.step === 'done' ? (
        <InlineStatus tone="success" part="amend-outcome" takeFocus>
          {state.message}
        </InlineStatus>
      ) : state.step === 'paying' ? (
        <>
          <Landing part="amount-due" className="amend__pay">
            {amendPayText(state.amendment.ToPay)}
          </Landing>
          <iframe
            part="frame"
            className="amend__frame"
            title="Card payment for the change"
            src={state.amendment.ForwardURL ?? undefined}
          />
          {state.busy ? (
            <InlineStatus tone="busy" part="status">
              Confirming the change…
            </InlineStatus>
          ) : null}
        </>
      ) : (
        <>
          {open.until ? <p className="amend__until">{open.until}</p> : null}
          <StayFields open={open} />
          {state.step === 'quoted' ? (
            <Landing part="amend-quote" className="amend__quote" role="status">
              <p>{state.total}</p>
              <p className="amend__difference">{state.difference}</p>
            </Landing>
          ) : null}
        </>
      )}
      <div className="ik-actions">
        {state.step === 'choose' ? (
          <Button
            key="check"
            variant="primary"
            part="amend-check"
            busy={state.busy}
            busyLabel="Checking…"
            onClick={() => void quoteChange()}
          >
            Check the new price
          </Button>
        ) : state.step === 'quoted' ? (
          <Button
            key="confirm"
            variant="primary"
            part="confirm-amend"
            busy={state.busy}
            busyLabel="Changing…"
            onClick={() => void confirmChange()}
          >
            {state.amendment.ToPay > 0 ? 'Confirm and pay' : 'Confirm change'}
          </Button>
        ) : null}
        <Button part="keep-booking" onClick={closeAmend}>
          {state.step === 'done' ? 'Close' : 'Keep booking'}
        </Button>
      </div>
    </Dialog>
  );
}
