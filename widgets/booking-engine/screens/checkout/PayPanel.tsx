import { type ReactNode, useId } from 'react';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { Button } from '../../../../src/ui/Button';

export interface PayPanelProps {
  /** What is left to pay; 0.00 reserves ("Complete booking"). */
  balance: number;
  /** "Pay Now" (the specification's words) or "Complete booking". */
  label: string;
  /** What is paid later, in words (a deposit's balance, the hotel's part), under the amount. */
  schedule?: ReactNode;
}

/**
 * The foot of checkout's form (issue 38 §5): the amount due and the terms in one line, the
 * full-width submit with the amount in it, and where the card is taken. The submit is named
 * by its words and the amount ("Pay Now £264.00"); the line and the note describe it.
 */
export function PayPanel({ balance, label, schedule }: PayPanelProps) {
  const id = useId();
  const paying = balance > 0;
  return (
    <div className="pay-panel" part="pay-panel">
      <p id={`${id}-due`} className="pay-panel__due" part="amount-due">
        <span>
          {paying ? 'Due now' : 'Nothing to pay'}: <strong>{formatMoney(balance)}</strong>
        </span>
        <span className="pay-panel__terms" part="pay-terms">
          Cancellation and changes as in the booking terms and conditions
        </span>
      </p>
      {schedule}
      <Button
        type="submit"
        variant="primary"
        part="pay"
        className="pay-panel__button"
        aria-describedby={`${id}-due${paying ? ` ${id}-secure` : ''}`}
      >
        <span className="pay-panel__label">{label}</span>
        {paying ? <span className="pay-panel__amount"> {formatMoney(balance)}</span> : null}
      </Button>
      {paying ? (
        <p id={`${id}-secure`} className="pay-panel__secure" part="secure-note">
          <svg
            className="pay-panel__lock"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 16 16"
            width="14"
            height="14"
          >
            <path
              fill="currentColor"
              d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
            />
          </svg>{' '}
          Secure payment: you enter your card on our payment provider’s secure page, shown here. We
          never see or keep your card number.
        </p>
      ) : null}
    </div>
  );
}
