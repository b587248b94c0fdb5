import { useEffect, useRef } from 'react';
import { cartSections } from '../../../../src/domain/cart/cart-sections';
import { emptyCartPath } from '../../../../src/domain/cart/empty-cart-path';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { payAction } from '../../../../src/domain/cart/pay-action';
import {
  $cart,
  $session,
  isLoggedIn,
  readLastDateSearched,
  refreshCart,
} from '../../../../src/stores';
import { trackViewCart } from '../../../../src/stores/engine/index';
import { useStore } from '../../../../src/ui/use-store';
import { useWidget } from '../../../../src/ui/widget-context';
import { useEngine } from '../../engine-context';
import { HoldTime } from '../../HoldTime';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { CartItemCard } from './CartItemCard';
import { ScheduleWords } from '../../payment-schedule/ScheduleWords';
import { Button } from '../../../../src/ui/Button';
import { LinkButton } from '../../../../src/ui/LinkButton';

/**
 * The cart (booking-engine.md §2, §4): items by category, each removable; the total; "Pay
 * Now", or "Complete booking" at 0.00. An empty cart sends the guest on to book a stay,
 * with the last searched dates when known.
 */
export default function CartScreen({ route }: ScreenProps) {
  const cart = useStore($cart);
  const session = useStore($session);
  const { base, open } = useEngine();
  const { host } = useWidget();
  const viewed = useRef(false);
  const empty = cart.loaded && cart.FolioItems.length === 0;

  // Sent on once: while the next screen draws (a deferred render) this one is still mounted,
  // and the dates that screen remembers must not send the guest on a second time.
  const sentOn = useRef(false);
  useEffect(() => {
    if (!empty || sentOn.current) return;
    sentOn.current = true;
    open(emptyCartPath(cart.LastDateSearched ?? readLastDateSearched()), true);
  }, [empty, open, cart.LastDateSearched]);

  useEffect(() => {
    if (cart.loaded && cart.FolioItems.length && !viewed.current) {
      viewed.current = true;
      trackViewCart(host);
    }
  }, [cart.loaded, cart.FolioItems.length, host]);

  const pay = payAction(cart.FolioBalance, isLoggedIn(session));
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {!cart.loaded && cart.error ? (
        <div role="alert" part="error" className="ik-error">
          <p>{cart.error.userMessage}</p>
          <Button onClick={() => void refreshCart()}>Try again</Button>
        </div>
      ) : !cart.loaded || empty ? (
        <p role="status">{empty ? 'Your cart is empty.' : 'Loading your cart…'}</p>
      ) : (
        <>
          {cart.FolioItems.some((item) => item.Category === 'Hotel') ? <HoldTime /> : null}
          {cartSections(cart.FolioItems).map((section) => (
            <section
              key={section.category}
              part="cart-section"
              className="cart-section"
              aria-labelledby={`cart-${section.category}`}
              data-category={section.category}
            >
              <h2 id={`cart-${section.category}`}>{section.title}</h2>
              <ul className="cart-items">
                {section.items.map((item) => (
                  <li key={item.FolioItemId}>
                    <CartItemCard item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="cart-footer">
            <p part="total" className="total">
              Total <strong>{formatMoney(cart.FolioBalance)}</strong>
            </p>
            <ScheduleWords cart={cart} />
            <LinkButton part="pay" variant="primary" href={`${base}${pay.path}`}>
              {pay.label}
            </LinkButton>
          </div>
        </>
      )}
    </section>
  );
}
