import { describe, expect, it } from 'vitest';
import { headerLinks } from './header-links';

const input = { bookBase: '/the-lake/book/', homeUrl: '/the-lake' };

describe('headerLinks', () => {
  it('shows Login to a visitor, and never the account links', () => {
    expect(headerLinks({ ...input, loggedIn: false })).toEqual([
      { route: 'home', href: '/the-lake', label: 'The Lake' },
      { route: 'book', href: '/the-lake/book', label: 'Make a booking' },
      { route: 'login-register', href: '/the-lake/book/login-register', label: 'Login' },
    ]);
  });

  it('shows My Bookings, My Profile and Logout to a logged-in guest, and no Login', () => {
    const labels = headerLinks({ ...input, loggedIn: true }).map((l) => l.label);
    expect(labels).toEqual(['The Lake', 'Make a booking', 'My Bookings', 'My Profile', 'Logout']);
    expect(headerLinks({ ...input, loggedIn: true }).find((l) => l.route === 'account')?.href).toBe(
      '/the-lake/book/account',
    );
  });
});
