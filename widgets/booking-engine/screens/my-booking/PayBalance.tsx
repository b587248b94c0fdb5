import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { today } from '../../../../src/core/clock';
import { balanceWords } from '../../../../src/domain/policies/balance-words';
import type { MyBookingsAnswer } from '../../../../src/schemas/my-bookings';
import { $bookingBusy } from '../../../../src/stores/engine/my-bookings';
import {
  $balanceGiftOutcomes,
  $payBalance,
  applyBalanceGiftCard,
  balanceGiftKey,
  closePayBalance,
  handleBalanceMessage,
  resumePayBalance,
  startPayBalance,
} from '../../../../src/stores/engine/pay-balance';
import { Badge } from '../../../../src/ui/Badge';
import { Button } from '../../../../src/ui/Button';
import { useFocusLanding } from '../../../../src/ui/focus-landing';
import { FieldFrame } from '../../../../src/ui/form/Field';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import css from './pay-balance.css?inline';

/** The hosted card page in its frame, under a heading that takes the focus Pay balance had. */
function BalanceFrame({ src, onClose }: { src: string; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusLanding(heading);
  return (
    <div className="pay-balance__frame">
      <h4 ref={heading} tabIndex={-1} part="frame-title">
        Card details
      </h4>
      <iframe part="frame" title="Card payment for the balance" src={src} />
      <Button variant="link" part="cancel" onClick={onClose}>
        Do not pay now
      </Button>
    </div>
  );
}

/**
 * A booking's balance in My Bookings (issue 32 §2): what is left and by when ("Overdue since
 * …" once the day has passed, in words), a gift card first if the guest has one, then "Pay
 * balance" on the same hosted card page as checkout. The logic is the pay-balance store's;
 * each outcome is announced and focused. Lazy: only a booking with a balance loads it.
 */
export default function PayBalance({
  bookingRef,
  bookings,
}: {
  bookingRef: string;
  bookings: MyBookingsAnswer;
}) {
  useStyles(css);
  const id = useId();
  const state = useStore($payBalance);
  const gifts = useStore($balanceGiftOutcomes);
  const busy = useStore($bookingBusy);
  const [gift, setGift] = useState(false);
  const [code, setCode] = useState('');
  const giftField = useRef<HTMLInputElement>(null);
  const balance = (bookings.Balances ?? []).find((b) => b.BookingRef === bookingRef);
  const mine = state?.ref === bookingRef ? state : null;

  useLayoutEffect(() => {
    void resumePayBalance();
    const onMessage = (event: MessageEvent) => void handleBalanceMessage(event);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (gift) giftField.current?.focus();
  }, [gift]);

  const outcome =
    mine && (mine.step === 'done' || mine.step === 'failed') ? (
      <InlineStatus tone={mine.step === 'done' ? 'success' : 'error'} takeFocus>
        {mine.message}
      </InlineStatus>
    ) : null;
  if (!balance) return outcome ? <div className="pay-balance">{outcome}</div> : null;
  const words = balanceWords(balance, today());
  const giftOutcome = gifts[bookingRef];
  return (
    <section
      className="pay-balance"
      aria-labelledby={`${id}-title`}
      data-overdue={words.overdue || undefined}
    >
      <h4 id={`${id}-title`} className="pay-balance__title" part="amount-due">
        {words.label}
        {words.overdue ? (
          <>
            {' '}
            <Badge tone="warning">Overdue</Badge>
          </>
        ) : null}
      </h4>
      <p className="pay-balance__due">{words.status}</p>
      {outcome}
      {mine?.step === 'paying' ? (
        <BalanceFrame src={mine.forwardUrl} onClose={closePayBalance} />
      ) : (
        <>
          {gift ? (
            <form
              className="pay-balance__gift"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!code.trim()) return;
                void applyBalanceGiftCard(bookingRef, code).then((ok) => ok && setCode(''));
              }}
            >
              <FieldFrame
                id={`${id}-code`}
                label="Gift card code"
                optional
                hint="The 12 letters and numbers on the card or in its email."
                error={giftOutcome && !giftOutcome.ok ? giftOutcome.text : undefined}
              >
                {(aria) => (
                  <input
                    {...aria}
                    ref={giftField}
                    part="input"
                    type="text"
                    value={code}
                    maxLength={40}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    onInput={(event) => setCode(event.currentTarget.value)}
                  />
                )}
              </FieldFrame>
              <Button
                type="submit"
                part="gift-card-apply"
                busy={!!busy[balanceGiftKey(bookingRef)]}
                busyLabel="Applying…"
              >
                Apply gift card
              </Button>
            </form>
          ) : (
            <Button
              variant="link"
              part="gift-card-toggle"
              aria-expanded={false}
              onClick={() => setGift(true)}
            >
              Pay with a gift card first
            </Button>
          )}
          {giftOutcome?.ok ? (
            <InlineStatus tone="success" takeFocus>
              {giftOutcome.text}
            </InlineStatus>
          ) : null}
          <Button
            variant="primary"
            part="pay"
            busy={mine?.step === 'starting' || mine?.step === 'finalising'}
            busyLabel={mine?.step === 'finalising' ? 'Recording your payment…' : 'Opening…'}
            onClick={() => void startPayBalance(bookingRef, balance.Amount)}
          >
            Pay balance<span className="ik-visually-hidden"> of booking {bookingRef}</span>
          </Button>
        </>
      )}
    </section>
  );
}
