import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import type { Session } from '../../src/schemas/session';
import { $cart, $session, loadSession, logIn } from '../../src/stores';
import {
  expectNoAxeViolations,
  frames,
  mount,
  sandboxPost,
  until,
} from '../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../tests/browser/seeded-guest';
import '../header/ik-header.element';

const root = (header: HTMLElement) => header.shadowRoot!;

/** The menu links (not the logo or the cart) as "label → href". */
const menu = (header: HTMLElement) =>
  [...root(header).querySelectorAll<HTMLAnchorElement>('a[part~=link]')].map(
    (a) => `${a.textContent} → ${a.getAttribute('href')}`,
  );

const cartLink = (header: HTMLElement) =>
  root(header).querySelector<HTMLAnchorElement>('a[part=cart]');

/** What the cart button shows (its accessible name is longer: see findByShadowRole). */
const cartLabel = (header: HTMLElement) =>
  cartLink(header)?.querySelector('span[aria-hidden=true]:not([part=badge])')?.textContent ?? null;

const greeting = (header: HTMLElement) =>
  root(header).querySelector('[part=greeting]')?.textContent ?? null;

/** Tell this page what another tab of the site would tell it. */
function fromAnotherTab(session: Partial<Session>): void {
  const base = $session.get()!;
  const channel = new BroadcastChannel('innkit');
  channel.postMessage({
    type: 'session',
    at: Date.now(),
    session: { ...base, ...session },
  });
  channel.close();
}

describe('<ik-header>', () => {
  let header: HTMLElement;

  before(async () => {
    // A fresh session on the server; sent directly, so it loads nothing into the stores.
    await sandboxPost('/rs/clearSession');
  });

  after(() => {
    document.body.innerHTML = '';
  });

  const systemCalls = () =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rs/system'))
      .length;

  it('shows a guest without a session the logged-out menu at once, asking nothing', async () => {
    expect(systemCalls()).to.equal(0);
    const first = mount('<ik-header></ik-header>');
    const second = mount('<ik-header></ik-header>');
    for (const el of [first, second]) {
      await until(() => expect(menu(el)).to.include('Login → /the-lake/book/login-register'));
    }
    await frames(3);
    expect(systemCalls()).to.equal(0);
    expect($cart.get().loaded).to.equal(false);
    second.remove();
    header = first;
  });

  it('loads system and session once when something needs them', async () => {
    await Promise.all([loadSession(), loadSession()]);
    await until(() => expect($cart.get().loaded).to.equal(true));
    expect(systemCalls()).to.equal(1);
    expect(menu(header)).to.include('Login → /the-lake/book/login-register');
  });

  it('shows the logged-out menu, no cart, and a logo linking to the booking engine', async () => {
    await until(() => expect(menu(header)).to.have.length(3));
    expect(menu(header)).to.deep.equal([
      'The Lake → /the-lake',
      'Make a booking → /the-lake/book',
      'Login → /the-lake/book/login-register',
    ]);
    const text = root(header).textContent ?? '';
    for (const hidden of ['My Bookings', 'My Profile', 'Logout', 'Hello']) {
      expect(text).not.to.contain(hidden);
    }
    expect(cartLink(header)).to.equal(null);
    const logo = root(header).querySelector<HTMLAnchorElement>('a[part=logo]')!;
    expect(logo.getAttribute('href')).to.equal('/the-lake/book');
    expect(await findByShadowRole(header, 'navigation', { name: 'Booking' })).to.equal(
      root(header).querySelector('nav'),
    );
    await expectNoAxeViolations(header);
  });

  it('greets the guest and shows the logged-in menu after logIn()', async () => {
    const outcome = await logIn({
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
    });
    expect(outcome).to.deep.equal({ ok: true });
    await until(() => expect(greeting(header)).to.equal(`Hello, ${SEEDED_GUEST.firstName}`));
    expect(menu(header)).to.deep.equal([
      'The Lake → /the-lake',
      'Make a booking → /the-lake/book',
      'My Bookings → /the-lake/book/my-booking',
      'My Profile → /the-lake/book/account',
      'Logout → /logout',
    ]);
    expect(menu(header).some((l) => l.startsWith('Login '))).to.equal(false);
    await expectNoAxeViolations(header);
  });

  it('shows the cart button with balance, badge and accessible name once the cart has an item', async () => {
    expect(cartLink(header)).to.equal(null);
    const added = await sandboxPost('/sandbox/api/cart/sample');
    expect(added.ok).to.equal(true);
    document.dispatchEvent(new Event('ik-cart-refresh'));
    const cart = await until(() => cartLink(header));
    expect(cart.getAttribute('href')).to.equal('/the-lake/book/cart');
    expect(cartLabel(header)).to.equal('£245.00');
    expect(cart.querySelector('[part=badge]')!.textContent).to.equal('1');
    const named = await findByShadowRole(header, 'link', { name: 'Cart, 1 item, £245.00' });
    expect(named).to.equal(cart);
    await expectNoAxeViolations(header);
  });

  it('labels the cart button "Checkout" when the balance is 0.00', async () => {
    const items = $cart.get().FolioItems;
    expect(items).to.have.length(1);
    $cart.set({ ...$cart.get(), FolioBalance: 0 });
    await until(() => expect(cartLabel(header)).to.equal('Checkout'));
    expect(cartLink(header)!.textContent).not.to.contain('£');
    expect(
      await findByShadowRole(header, 'link', { name: 'Checkout, 1 item in your cart' }),
    ).to.equal(cartLink(header));
    // Two items: the badge and the name follow the count.
    $cart.set({ ...$cart.get(), FolioBalance: 490, FolioItems: [items[0]!, items[0]!] });
    await until(() => expect(cartLabel(header)).to.equal('£490.00'));
    expect(await findByShadowRole(header, 'link', { name: 'Cart, 2 items, £490.00' })).to.equal(
      cartLink(header),
    );
    expect(cartLink(header)!.querySelector('[part=badge]')!.textContent).to.equal('2');
    $cart.set({ ...$cart.get(), FolioBalance: 245, FolioItems: items });
    await until(() => expect(cartLabel(header)).to.equal('£245.00'));
  });

  it('shows the updating icon and says "Updating your cart" while the cart updates', async () => {
    const icon = root(header).querySelector<HTMLElement>('[part=updating]')!;
    const status = root(header).querySelector('[role=status]')!;
    expect(icon.hidden).to.equal(true);
    expect(status.textContent).to.equal('');
    $cart.set({ ...$cart.get(), updating: true });
    await until(() => expect(icon.hidden).to.equal(false));
    expect(getComputedStyle(icon).display).not.to.equal('none');
    expect(status.textContent).to.equal('Updating your cart');
    $cart.set({ ...$cart.get(), updating: false });
    await until(() => expect(icon.hidden).to.equal(true));
    expect(getComputedStyle(icon).display).to.equal('none');
    expect(status.textContent).to.equal('');
  });

  it('shows a real refresh as updating, then the refreshed cart', async () => {
    const icon = root(header).querySelector<HTMLElement>('[part=updating]')!;
    const seen: boolean[] = [];
    const stop = $cart.listen((cart) => seen.push(cart.updating));
    document.dispatchEvent(new Event('ik-cart-refresh'));
    await until(() => expect(seen).to.deep.equal([true, false]));
    stop();
    // The store has changed; the header draws it in a later render.
    await until(() => expect(icon.hidden).to.equal(true));
    expect(cartLabel(header)).to.equal('£245.00');
  });

  it('follows a login or logout in another tab', async () => {
    fromAnotherTab({ isLoggedIn: true, FirstName: 'Grace' });
    await until(() => expect(greeting(header)).to.equal('Hello, Grace'));
    fromAnotherTab({ isLoggedIn: false, FirstName: null, CustomerId: null });
    await until(() => expect(menu(header)).to.include('Login → /the-lake/book/login-register'));
    expect(greeting(header)).to.equal(null);
    expect(menu(header).join()).not.to.contain('Logout');
    fromAnotherTab({ isLoggedIn: true, FirstName: SEEDED_GUEST.firstName });
    await until(() => expect(greeting(header)).to.equal('Hello, Ada'));
  });

  it('builds every link from book-base', async () => {
    const other = mount('<ik-header book-base="/book/"></ik-header>');
    await until(() => expect(menu(other)).to.have.length(5));
    expect(menu(other)).to.deep.equal([
      'The Lake → /the-lake',
      'Make a booking → /book',
      'My Bookings → /book/my-booking',
      'My Profile → /book/account',
      'Logout → /logout',
    ]);
    expect(root(other).querySelector('a[part=logo]')!.getAttribute('href')).to.equal('/book');
    expect(cartLink(other)!.getAttribute('href')).to.equal('/book/cart');
    other.setAttribute('book-base', '/elsewhere');
    await until(() => expect(menu(other)).to.include('My Profile → /elsewhere/account'));
    other.remove();
  });

  it('dispatches a cancelable ik-before-navigate; cancelling it stops the link', async () => {
    const seen: CustomEvent[] = [];
    const followed: boolean[] = [];
    const veto = { on: true };
    const onNavigate = (event: Event) => {
      seen.push(event as CustomEvent);
      if (veto.on) event.preventDefault();
    };
    // Runs after the link's own handler: records whether it was stopped, then always stops
    // it, so the test page never navigates away.
    const onClick = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('ik-before-navigate', onNavigate);
    document.addEventListener('click', onClick);
    const before = location.href;
    try {
      const link = [...root(header).querySelectorAll<HTMLAnchorElement>('a[part~=link]')].find(
        (a) => a.textContent === 'My Profile',
      )!;
      link.click();
      cartLink(header)!.click();
      veto.on = false;
      root(header).querySelector<HTMLAnchorElement>('a[part=logo]')!.click();
    } finally {
      document.removeEventListener('ik-before-navigate', onNavigate);
      document.removeEventListener('click', onClick);
    }
    expect(seen.map((e) => e.detail)).to.deep.equal([
      { route: 'account', href: '/the-lake/book/account' },
      { route: 'cart', href: '/the-lake/book/cart' },
      { route: 'book', href: '/the-lake/book' },
    ]);
    expect(seen.every((e) => e.cancelable && e.bubbles && e.composed)).to.equal(true);
    expect(seen[0]!.target).to.equal(header);
    expect(followed).to.deep.equal([false, false, true]);
    expect(location.href).to.equal(before);
  });

  it('shows a hostile first name as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    fromAnotherTab({ isLoggedIn: true, FirstName: hostile });
    await until(() => expect(greeting(header)).to.equal(`Hello, ${hostile}`));
    // An image of the same address, asked for after: once it has failed, a hostile one drawn
    // before it would have failed too, and run its handler.
    await new Promise((done) => {
      const probe = new Image();
      probe.onerror = probe.onload = done;
      probe.src = 'x';
    });
    expect(root(header).querySelector('img')).to.equal(null);
    expect(document.querySelector('img')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    fromAnotherTab({ isLoggedIn: true, FirstName: SEEDED_GUEST.firstName });
    await until(() => expect(greeting(header)).to.equal('Hello, Ada'));
  });

  it('keeps its state and its live store subscription when moved to another parent', async () => {
    const nav = root(header).querySelector('nav')!;
    const cart = cartLink(header)!;
    const parent = mount<HTMLDivElement>('<div></div>');
    parent.append(header);
    // A remount would have drawn a new nav within these frames.
    await frames();
    expect(header.isConnected).to.equal(true);
    expect(root(header).querySelector('nav')).to.equal(nav);
    expect(cartLink(header)).to.equal(cart);
    expect(greeting(header)).to.equal('Hello, Ada');
    fromAnotherTab({ isLoggedIn: true, FirstName: 'Moved' });
    await until(() => expect(greeting(header)).to.equal('Hello, Moved'));
  });

  it('unmounts when removed for good, and renders afresh when added again', async () => {
    const nav = root(header).querySelector('nav')!;
    header.remove();
    await until(() => expect(root(header).querySelector('nav')).to.equal(null));
    document.body.append(header);
    const again = await until(() => root(header).querySelector('nav'));
    expect(again).not.to.equal(nav);
    expect(greeting(header)).to.equal('Hello, Moved');
  });
});
