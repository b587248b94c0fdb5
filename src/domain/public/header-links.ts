import type { HeaderRoute } from '../../core/events';

export interface HeaderLink {
  route: HeaderRoute;
  href: string;
  label: string;
}

export interface HeaderLinkInput {
  loggedIn: boolean;
  bookBase: string;
  homeUrl: string;
}

/**
 * The header menu of public-site.md §2, in order, with each link's visibility by login state.
 * (The cart button and the logo are separate: see cartButton.)
 */
export function headerLinks({ loggedIn, bookBase, homeUrl }: HeaderLinkInput): HeaderLink[] {
  const book = bookBase.replace(/\/+$/, '');
  const links: Array<HeaderLink & { show: boolean }> = [
    { route: 'home', href: homeUrl, label: 'The Lake', show: true },
    { route: 'book', href: book, label: 'Make a booking', show: true },
    { route: 'login-register', href: `${book}/login-register`, label: 'Login', show: !loggedIn },
    { route: 'my-booking', href: `${book}/my-booking`, label: 'My Bookings', show: loggedIn },
    { route: 'account', href: `${book}/account`, label: 'My Profile', show: loggedIn },
    { route: 'logout', href: '/logout', label: 'Logout', show: loggedIn },
  ];
  return links.filter((l) => l.show).map(({ show: _show, ...link }) => link);
}
