import { type MouseEvent, useId } from 'react';
import type { HeaderRoute } from '../../src/core/events';
import { cartButton } from '../../src/domain/cart/cart-button';
import { headerLinks } from '../../src/domain/public/header-links';
import { $cart, $noSession, $session, isLoggedIn } from '../../src/stores';
import { useStore } from '../../src/ui/use-store';
import { useConfig, useWidget } from '../../src/ui/widget-context';
import { CartIcon, MenuIcon } from './icons';
import { useDisclosure } from './use-disclosure';

/**
 * The site header: menu by login state, greeting, and the cart button (public-site.md §2).
 * On a wide header every link is in the bar. On a narrow one Login (logged out) and the cart
 * stay in the bar and the other links fold into a menu button, a disclosure named after the
 * guest when logged in; the layout switch is a container query in header.css.
 */
export function Header() {
  const session = useStore($session);
  // A guest without a session is logged out: their links show at once, with no request.
  const known = useStore($noSession) || session !== null;
  const cart = useStore($cart);
  const config = useConfig();
  const { emit } = useWidget();
  const menu = useDisclosure<HTMLUListElement>();
  const panelId = useId();
  const loggedIn = isLoggedIn(session);
  const book = config.bookBase.replace(/\/+$/, '');
  const links = headerLinks({ loggedIn, bookBase: book, homeUrl: config.homeUrl }).filter(
    (l) => known || l.route === 'home' || l.route === 'book',
  );
  const login = links.find((l) => l.route === 'login-register');
  const folded = links.filter((l) => l !== login);
  const button = cartButton(cart);
  const name = loggedIn ? (session?.FirstName ?? '') : '';

  const follow = (route: HeaderRoute, href: string) => (event: MouseEvent) => {
    menu.close();
    if (!emit('ik-before-navigate', { route, href }, { cancelable: true })) event.preventDefault();
  };

  return (
    <nav part="nav" aria-label="Booking">
      <a part="logo" className="logo" href={book} onClick={follow('book', book)}>
        <slot name="logo">
          {config.logoUrl ? (
            <img part="logo-image" src={config.logoUrl} alt={config.brandName} />
          ) : (
            config.brandName
          )}
        </slot>
      </a>
      {name ? (
        <p part="greeting" className="greeting">
          Hello, {name}
        </p>
      ) : null}
      <button
        ref={menu.button}
        type="button"
        part="menu-button"
        className="menu-button"
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        <MenuIcon />
        {/* The name is read whole; only the eye sees it shortened with an ellipsis. */}
        {name ? (
          <>
            <span className="ik-visually-hidden">Menu: Hello, </span>
            <span className="who">{name}</span>
          </>
        ) : (
          <span className="menu-label">Menu</span>
        )}
      </button>
      <ul
        ref={menu.panel}
        id={panelId}
        part="links"
        className="links"
        data-open={menu.open ? '' : undefined}
      >
        {folded.map((link) => (
          <li key={link.route}>
            <a part="link" href={link.href} onClick={follow(link.route, link.href)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {login ? (
        <a
          part="link login"
          className="login"
          href={login.href}
          onClick={follow(login.route, login.href)}
        >
          {login.label}
        </a>
      ) : null}
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
          <span className="cart-label" aria-hidden="true">
            {button.label}
          </span>
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
