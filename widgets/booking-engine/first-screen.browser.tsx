import { expect } from 'chai';
import { removeCookie, writeCookie } from '../../src/core/cookies';
import { SESSION_COOKIE } from '../../src/domain/session/session-timer';
import type { WebFolioItem } from '../../src/schemas/cart';
import { $cart, writeLastDateSearched } from '../../src/stores';
import { BASE, goTo, restoreUrl } from './engine-test-helpers';
import { firstScreen } from './first-screen';

/** A page holding an engine that the test's own document does not draw (no upgrade there). */
function pageWithEngine(): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<ik-booking-engine base="${BASE}"></ik-booking-engine>`;
  return doc;
}

// Issue 19: the engine's first chunk routes a guest without a session from the cart straight
// on to book a stay, before anything is drawn, so that only the book-stay screen is fetched.
describe('the booking engine’s first screen', () => {
  const emptyCart = $cart.get();
  const holding = (count: number) => ({
    ...emptyCart,
    loaded: true,
    FolioItems: Array.from({ length: count }, () => ({}) as WebFolioItem),
  });

  beforeEach(() => {
    localStorage.clear();
    removeCookie(SESSION_COOKIE);
  });

  afterEach(() => {
    $cart.set(emptyCart);
    removeCookie(SESSION_COOKIE);
    localStorage.clear();
    restoreUrl();
  });

  it('sends a guest without a session from the cart to book a stay, replacing the address', () => {
    writeLastDateSearched('2027-03-01_2027-03-04');
    goTo(`${BASE}/cart`);
    const entries = history.length;
    expect(firstScreen(pageWithEngine())).to.equal('book-stay');
    expect(location.pathname).to.equal(`${BASE}/stay/2027-03-01/3`);
    expect(history.length).to.equal(entries);
  });

  it('brings the guest back to a cart that loads full after all (a session held elsewhere)', () => {
    goTo(`${BASE}/cart`);
    expect(firstScreen(pageWithEngine())).to.equal('book-stay');
    $cart.set(holding(1));
    expect(location.pathname).to.equal(`${BASE}/cart`);
  });

  it('leaves a guest on book-stay once their cart loads empty, or once they have moved on', () => {
    goTo(`${BASE}/cart`);
    firstScreen(pageWithEngine());
    $cart.set(holding(0));
    expect(location.pathname).to.equal(`${BASE}/stay`);
    $cart.set(emptyCart);
    goTo(`${BASE}/cart`);
    firstScreen(pageWithEngine());
    goTo(`${BASE}/gift-cards`);
    $cart.set(holding(1));
    expect(location.pathname).to.equal(`${BASE}/gift-cards`);
  });

  it('leaves a guest with a session on the cart, which loads it first', () => {
    writeCookie(SESSION_COOKIE, 'session', new Date(Date.now() + 60_000));
    goTo(`${BASE}/cart`);
    expect(firstScreen(pageWithEngine())).to.equal('cart');
    expect(location.pathname).to.equal(`${BASE}/cart`);
  });

  it('leaves a guest without a session on every other screen', () => {
    goTo(`${BASE}/login-register`);
    expect(firstScreen(pageWithEngine())).to.equal('login-register');
    expect(location.pathname).to.equal(`${BASE}/login-register`);
  });

  it('routes nothing on a page without an engine', () => {
    goTo(`${BASE}/cart`);
    expect(firstScreen(document.implementation.createHTMLDocument())).to.equal(undefined);
    expect(location.pathname).to.equal(`${BASE}/cart`);
  });
});
