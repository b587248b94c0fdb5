import { bookingSummary } from '../../../../src/domain/cart/booking-summary';
import { cartDueToday } from '../../../../src/domain/policies/cart-schedule';
import { ScheduleWords } from '../../payment-schedule/ScheduleWords';
import { $cart, $session, $system, isLoggedIn } from '../../../../src/stores';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { CheckoutScreen, checkoutCss } from './index';

/**
 * The checkout route (booking-engine.md §2, §4): the cart's balance, its lines (the order
 * summary) and the session's stored-card setting handed to the checkout screen. Checking out needs a logged-in guest;
 * anyone else is offered the login with a way back here.
 */
export default function CheckoutRoute({ route }: ScreenProps) {
  const { base, open } = useEngine();
  const cart = useStore($cart);
  const session = useStore($session);
  const system = useStore($system);
  // Adopted into the engine's shadow root (strict CSP `style-src 'self'`: no inline <style>).
  useStyles(checkoutCss);
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {session === null ? (
        <p role="status">Loading…</p>
      ) : isLoggedIn(session) ? (
        <CheckoutScreen
          balance={cartDueToday(cart)}
          schedule={<ScheduleWords cart={cart} />}
          empty={cart.loaded && cart.FolioItems.length === 0}
          allowStoreCard={system.Configuration.AllowStoreCard}
          summary={cart.loaded ? bookingSummary(cart) : undefined}
          giftCards={cart.GiftCards}
          navigate={(path) => open(path)}
        />
      ) : (
        <p>
          Please log in to pay for your booking.{' '}
          <a href={`${base}/login-register?redirect=checkout`}>Login or create an account</a>
        </p>
      )}
    </section>
  );
}
