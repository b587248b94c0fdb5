import {
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type CheckoutFlow, createCheckoutFlow } from '../../../../src/stores/engine/checkout-flow';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import type { BookingSummary } from '../../../../src/domain/cart/booking-summary';
import type { AppliedGiftCard } from '../../../../src/schemas/gift-redemption';
import { checkoutEcommerce, paymentType } from '../../../../src/domain/checkout/checkout-ecommerce';
import { track } from '../../../../src/core/analytics';
import { $session, refreshCart } from '../../../../src/stores';
import { Card } from '../../../../src/ui/Card';
import { trackFocus } from '../../../../src/ui/focus-landing';
import { useStore } from '../../../../src/ui/use-store';
import { SummaryList } from '../../summary/SummaryList';
import { CardFrame } from './CardFrame';
import { CheckoutStatus } from './CheckoutStatus';
import { GiftCardDisclosure } from './GiftCardDisclosure';
import { PayPanel } from './PayPanel';
import { TermsDrawer } from './TermsDrawer';
import fieldCss from '../../../../src/ui/form/field.css?inline';
import { useStyles } from '../../../../src/ui/styles';

export interface CheckoutScreenProps {
  /** The cart's balance in pounds: above 0.00 pays by card, 0.00 reserves. */
  balance: number;
  /** The cart is loaded and has nothing in it: there is nothing to check out (Back after paying). */
  empty?: boolean;
  /** Configuration.AllowStoreCard: offer "store my card". */
  allowStoreCard: boolean;
  /** Go to a booking-engine route: `/cart`, `/account` or `/my-booking?ref=…`. */
  navigate: (path: string) => void;
  /** Where the booking terms are (shown in a drawer, never leaving checkout). */
  termsHref?: string;
  /** The booking being paid for, listed in full above the payment (none: not shown). */
  summary?: BookingSummary;
  /** A flow made elsewhere (tests); by default the screen makes its own. */
  flow?: CheckoutFlow;
  /**
   * Gift cards applied to the cart; with it given, the guest can enter a code (issue 15 item
   * 3) and `balance` is what is left once they pay.
   */
  giftCards?: readonly AppliedGiftCard[];
  /** What is paid later, in words, beside what is due now (issue 32 §2): none when all is. */
  schedule?: ReactNode;
}

/**
 * Checkout (booking-engine.md §2, §4): terms, Pay Now, the card page in a frame, then the
 * booking; a reload asks the server what became of the pending payment. A gift card waits
 * behind "Have a gift card?"; above a full-width Pay Now, the amount due and the terms, and
 * under it where the card is taken (issue 38 §5).
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { balance, empty = false, allowStoreCard, navigate, summary } = props;
  // Pay Now gives way to the card frame: the frame's heading takes its focus (focus-landing).
  trackFocus();
  const termsHref = props.termsHref ?? '/booking-terms/';
  const id = useId();
  const [terms, setTerms] = useState(false);
  const flow = useMemo(
    () =>
      props.flow ??
      createCheckoutFlow({ session: () => $session.get(), afterBooking: refreshCart }),
    [props.flow],
  );
  const state = useStore(flow.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  const termsBox = useRef<HTMLInputElement>(null);
  useStyles(fieldCss);
  // The total the card page was opened for: another tab changing the cart stops the payment.
  const paying = useRef<number | null>(null);
  // GA4 (issue 15 item 5): begin_checkout once per visit; the booking paid for, for purchase.
  const section = useRef<HTMLElement>(null);
  const begun = useRef(false);
  const paidFor = useRef<BookingSummary | null>(null);

  useEffect(() => {
    if (begun.current || !summary || summary.count === 0) return;
    begun.current = true;
    track(checkoutEcommerce('begin_checkout', summary), section.current ?? document);
  }, [summary]);

  // A layout effect: the flow resumes, and hears the card frame, before the guest can press
  // Pay, however busy the phone (a resume after Pay would reset the payment just started).
  useLayoutEffect(() => {
    void flow.resume();
    const onMessage = (event: MessageEvent) => void flow.handleMessage(event);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [flow]);

  useEffect(() => {
    // Nothing to pay for (Back after paying, or a cart emptied elsewhere): the cart says so.
    if (empty && state.step === 'terms') navigate('/cart');
  }, [empty, state.step, navigate]);

  useEffect(() => {
    if (state.step !== 'paying') paying.current = null;
    else if (paying.current === null) paying.current = balance;
    else if (paying.current !== balance) flow.cartChanged(balance);
  }, [state.step, balance, flow]);

  useEffect(() => {
    if (state.step === 'to-cart') navigate('/cart');
    else if (state.step === 'to-account') navigate('/account');
    else if (state.step === 'done' && state.bookingRef) {
      if (paidFor.current) {
        const payload = checkoutEcommerce('purchase', paidFor.current, {
          transaction_id: state.bookingRef,
        });
        track(payload, section.current ?? document);
        paidFor.current = null;
      }
      navigate(`/my-booking?ref=${encodeURIComponent(state.bookingRef)}`);
    }
  }, [state, navigate]);

  const payLabel = balance > 0 ? 'Pay Now' : 'Complete booking';
  const openTerms = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click reads the terms here; a new-tab click (modifier, middle button) still works.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    setTerms(true);
  };
  return (
    <>
      {summary && summary.count > 0 && (state.step === 'terms' || state.step === 'paying') ? (
        <Card
          as="section"
          part="order-summary"
          className="order-summary"
          title="Your booking"
          headingLevel={2}
          aria-label="Your booking"
        >
          <SummaryList summary={summary} showBalance />
        </Card>
      ) : null}
      <section aria-labelledby={`${id}-title`} part="checkout" ref={section}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} part="title">
          Payment
        </h2>
        {state.step === 'terms' && props.giftCards && !empty ? (
          <GiftCardDisclosure cards={props.giftCards} balance={balance} />
        ) : null}
        {state.step === 'terms' ? (
          <form
            part="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (empty) return;
              const now = flow.$state.get();
              if (now.step === 'terms' && !now.agreed) {
                // Not yet agreed: the flow says why beside the box, and the guest is taken there.
                void flow.pay(balance);
                termsBox.current?.focus();
                return;
              }
              if (summary && summary.count > 0) {
                paidFor.current = summary;
                const info = { payment_type: paymentType(summary) };
                track(checkoutEcommerce('add_payment_info', summary, info), section.current!);
              }
              void flow.pay(balance);
            }}
          >
            <div className="check">
              <input
                ref={termsBox}
                id={`${id}-terms`}
                type="checkbox"
                aria-invalid={state.error ? true : undefined}
                aria-describedby={state.error ? `${id}-terms-error` : undefined}
                checked={state.agreed}
                onChange={(e) => flow.agree(e.currentTarget.checked)}
              />
              <label htmlFor={`${id}-terms`}>
                I agree to the{' '}
                <a href={termsHref} part="terms-link" aria-haspopup="dialog" onClick={openTerms}>
                  booking terms and conditions
                </a>
              </label>
            </div>
            {state.error ? (
              <p id={`${id}-terms-error`} className="ik-field-error" part="terms-error">
                {state.error}
              </p>
            ) : null}
            {allowStoreCard && balance > 0 ? (
              <div className="check">
                <input
                  id={`${id}-store`}
                  type="checkbox"
                  checked={state.storeCard}
                  onChange={(e) => flow.storeCard(e.currentTarget.checked)}
                />
                <label htmlFor={`${id}-store`}>Store my card for future bookings</label>
              </div>
            ) : null}
            <PayPanel balance={balance} label={payLabel} schedule={props.schedule} />
          </form>
        ) : state.step === 'paying' ? (
          <CardFrame src={state.forwardUrl} />
        ) : (
          <CheckoutStatus
            state={state}
            onTryAgain={() => flow.tryAgain()}
            onCheckAgain={() => void flow.resume()}
            finaliseFailed={ACCOUNT_MESSAGES.finaliseFailed}
          />
        )}
        <TermsDrawer
          open={terms}
          href={termsHref}
          onClose={() => setTerms(false)}
          onAgree={() => {
            flow.agree(true);
            setTerms(false);
          }}
        />
      </section>
    </>
  );
}
