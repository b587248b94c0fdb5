import type { MouseEvent } from 'react';
import type { HeaderRoute } from '../../src/core/events';
import { cartButton } from '../../src/domain/cart-button';
import { headerLinks } from '../../src/domain/header-links';
import { $cart, $session, isLoggedIn } from '../../src/stores';
import { useStore } from '../../src/ui/use-store';
import { useConfig, useWidget } from '../../src/ui/widget-context';

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 5l.4 2H20l-2.2 7.3a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.3 3H2V1h4l.2 1Z"
      />
    </svg>
  );
}

/** The site header: menu by login state, greeting, and the cart button (public-site.md §2). */
export function Header() {
  const session = useStore($session);
  const cart = useStore($cart);
  const config = useConfig();
  const { emit } = useWidget();
  const loggedIn = isLoggedIn(session);
  const book = config.bookBase.replace(/\/+$/, '');
  const links = headerLinks({ loggedIn, bookBase: book, homeUrl: config.homeUrl });
  const button = cartButton(cart);

  const follow = (route: HeaderRoute, href: string) => (event: MouseEvent) => {
    if (!emit('ik-before-navigate', { route, href }, { cancelable: true })) event.preventDefault();
  };

  return (
    <nav part="nav" aria-label="Booking">
      <a part="logo" className="logo" href={book} onClick={follow('book', book)}>
        <slot name="logo">The Lake Book</slot>
      </a>
      {loggedIn && session?.FirstName ? (
        <p part="greeting" className="greeting">
          Hello, {session.FirstName}
        </p>
      ) : null}
      <ul part="links" className="links">
        {links
          .filter((l) => session !== null || l.route === 'home' || l.route === 'book')
          .map((link) => (
            <li key={link.route}>
              <a part="link" href={link.href} onClick={follow(link.route, link.href)}>
                {link.label}
              </a>
            </li>
          ))}
      </ul>
      {button ? (
        <a
          part="cart"
          className="cart"
          href={`${book}/cart`}
          onClick={follow('cart', `${book}/cart`)}
        >
          <CartIcon />
          {/* Named by its content, not aria-label, which axe (WCAG 2.5.3) faults for not
              holding the visible badge: the full name is read, the short label is seen. */}
          <span className="ik-visually-hidden">{button.accessibleLabel}</span>
          <span aria-hidden="true">{button.label}</span>
          <span part="badge" className="badge" aria-hidden="true">
            {button.count}
          </span>
        </a>
      ) : null}
      <span part="updating" className="updating" hidden={!cart.updating} aria-hidden="true" />
      <span role="status" className="ik-visually-hidden">
        {cart.updating ? 'Updating your cart' : ''}
      </span>
    </nav>
  );
}
