import type { CheckoutState } from '../../../../src/domain/checkout-machine';
import { Button } from '../../../../src/ui/Button';

export interface CheckoutStatusProps {
  state: CheckoutState;
  finaliseFailed: string;
  onTryAgain: () => void;
  onCheckAgain: () => void;
}

const WAITING: Partial<Record<CheckoutState['step'], string>> = {
  starting: 'Preparing your secure payment…',
  reserving: 'Completing your booking…',
  finalising: 'Confirming your booking…',
  'to-cart': 'Payment cancelled. Returning to your cart…',
  'to-account': 'Please complete your address. Opening your account…',
};

function ErrorWithAction(props: { text: string; action: string; onAction: () => void }) {
  return (
    <div part="error">
      <p role="alert" className="ik-error">
        {props.text}
      </p>
      <Button onClick={props.onAction} part="retry">
        {props.action}
      </Button>
    </div>
  );
}

/** The checkout's messages between and after the steps, announced to screen readers. */
export function CheckoutStatus({
  state,
  finaliseFailed,
  onTryAgain,
  onCheckAgain,
}: CheckoutStatusProps) {
  if (state.step === 'payment-error') {
    return <ErrorWithAction text={state.text} action="Try again" onAction={onTryAgain} />;
  }
  if (state.step === 'finalise-failed') {
    return <ErrorWithAction text={finaliseFailed} action="Check again" onAction={onCheckAgain} />;
  }
  if (state.step === 'done') {
    return (
      <p role="status" part="status">
        {state.bookingRef
          ? `Your booking is confirmed. Reference ${state.bookingRef}.`
          : 'Your booking is confirmed.'}
      </p>
    );
  }
  return (
    <p role="status" part="status">
      {WAITING[state.step] ?? ''}
    </p>
  );
}
