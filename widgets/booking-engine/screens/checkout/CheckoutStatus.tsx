import { type ReactNode, useRef } from 'react';
import type { CheckoutState } from '../../../../src/domain/checkout/checkout-machine';
import { Button } from '../../../../src/ui/Button';
import { useFocusLanding } from '../../../../src/ui/focus-landing';

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

/**
 * A step's words in place of the control that started it: they take the focus it dropped
 * (focus-landing), so that the screen's heading does not, and hand it on to what comes next
 * (the card frame's heading after "Preparing your secure payment…").
 */
function StatusLine({ step, children }: { step: CheckoutState['step']; children: ReactNode }) {
  const line = useRef<HTMLParagraphElement>(null);
  useFocusLanding(line, step);
  return (
    <p role="status" part="status" tabIndex={-1} ref={line}>
      {children}
    </p>
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
      <StatusLine step={state.step}>
        {state.bookingRef
          ? `Your booking is confirmed. Reference ${state.bookingRef}.`
          : 'Your booking is confirmed.'}
      </StatusLine>
    );
  }
  return <StatusLine step={state.step}>{WAITING[state.step] ?? ''}</StatusLine>;
}
