import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import type { Session } from '../../src/schemas/session';
import { $cart, $session, loadSession } from '../../src/stores';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, mount, sandboxPost, until } from '../../tests/browser/helpers';
import './ik-header.element';

// Issue 16, item 3: from 320 px up, Login (logged out) or the guest's menu (logged in) and the
// cart stay on screen; the other links fold into a menu button, a disclosure.
const root = (header: HTMLElement) => header.shadowRoot!;
const part = (header: HTMLElement, name: string) =>
  root(header).querySelector<HTMLElement>(`[part~=${name}]`);
const button = (header: HTMLElement) => part(header, 'menu-button') as HTMLButtonElement;
const panel = (header: HTMLElement) => part(header, 'links')!;
const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;

/** Wholly inside the header's box, horizontally: on screen, not scrolled or pushed away. */
function inBar(header: HTMLElement, el: Element | null) {
  expect(shown(el), 'shown').to.equal(true);
  const bar = header.getBoundingClientRect();
  const box = el!.getBoundingClientRect();
  expect(box.left, 'left edge').to.be.at.least(bar.left);
  expect(box.right, 'right edge').to.be.at.most(bar.right + 0.5);
  expect(box.height, 'a 24 px target at least').to.be.at.least(24);
}

function signIn(session: Partial<Session>) {
  $session.set({ ...$session.get()!, ...session });
}

const LONG = 'Wolfeschlegelsteinhausenbergerdorff-Maximiliana';

describe('<ik-header> on a narrow screen', () => {
  let header: HTMLElement;

  before(async () => {
    await sandboxPost('/rs/clearSession');
    // A guest whose session is loaded (one without a session asks nothing: header.browser).
    await loadSession();
    header = mount('<ik-header style="width: 320px"></ik-header>');
    await until(() => expect(shown(part(header, 'login'))).to.equal(true));
  });

  after(() => {
    document.body.innerHTML = '';
  });

  it('keeps Login in the bar and folds the other links into a closed menu button', async () => {
    inBar(header, part(header, 'login'));
    inBar(header, button(header));
    expect(header.getBoundingClientRect().height).to.equal(64);
    expect(button(header).getAttribute('aria-expanded')).to.equal('false');
    expect(button(header).getAttribute('aria-controls')).to.equal(panel(header).id);
    expect(shown(panel(header))).to.equal(false);
    expect(await findByShadowRole(header, 'button', { name: 'Menu', expanded: false })).to.equal(
      button(header),
    );
    expect(root(header).querySelector('nav')!.scrollWidth).to.be.at.most(320);
    await expectNoAxeViolations(header);
  });

  it('opens by pointer with the focus on its first link, and Escape gives the focus back', async () => {
    button(header).click();
    await until(() => expect(shown(panel(header))).to.equal(true));
    expect(button(header).getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()?.textContent).to.equal('The Lake');
    expect([...panel(header).querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
      'The Lake',
      'Make a booking',
    ]);
    expect(header.getBoundingClientRect().height).to.equal(64);
    await expectNoAxeViolations(header);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(shown(panel(header))).to.equal(false));
    expect(deepActiveElement()).to.equal(button(header));
    expect(button(header).getAttribute('aria-expanded')).to.equal('false');
  });

  it('works by keyboard: Enter opens, Tab walks the links then on to Login, which closes it', async () => {
    button(header).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(deepActiveElement()?.textContent).to.equal('The Lake'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Make a booking');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(button(header));
    expect(shown(panel(header))).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(header, 'login'));
    await until(() => expect(shown(panel(header))).to.equal(false));
  });

  it('closes on a click outside it', async () => {
    button(header).click();
    await until(() => expect(shown(panel(header))).to.equal(true));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await until(() => expect(shown(panel(header))).to.equal(false));
  });

  it('logged in with a cart: the guest menu and the cart stay in the bar', async () => {
    await sandboxPost('/sandbox/api/cart/sample');
    document.dispatchEvent(new Event('ik-cart-refresh'));
    await until(() => expect($cart.get().FolioItems.length).to.be.greaterThan(0));
    signIn({ isLoggedIn: true, FirstName: 'Ada' });
    await until(() => expect(part(header, 'login')).to.equal(null));
    inBar(header, part(header, 'cart'));
    inBar(header, button(header));
    expect(
      await findByShadowRole(header, 'button', { name: 'Menu: Hello, Ada', expanded: false }),
    ).to.equal(button(header));
    button(header).click();
    await until(() => expect(shown(panel(header))).to.equal(true));
    expect([...panel(header).querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
      'The Lake',
      'Make a booking',
      'My Bookings',
      'My Profile',
      'Logout',
    ]);
    for (const a of panel(header).querySelectorAll('a')) {
      expect(a.getBoundingClientRect().height).to.be.at.least(24);
    }
    await expectNoAxeViolations(header);
    // The venue's name is whole beside the cart (issue 38 §6); a longer one would give way
    // with an ellipsis (a block, not a flex box), and it stays a target.
    const logo = root(header).querySelector<HTMLElement>('a[part=logo]')!;
    expect(logo.scrollWidth).to.be.at.most(logo.clientWidth);
    expect(getComputedStyle(logo).display).to.equal('block');
    expect(getComputedStyle(logo).textOverflow).to.equal('ellipsis');
    expect(logo.getBoundingClientRect().height).to.be.at.least(44);
    await sendKeys({ press: 'Escape' });
  });

  it('shortens a long first name with an ellipsis, never pushing the cart away', async () => {
    signIn({ isLoggedIn: true, FirstName: LONG });
    await until(() => expect(button(header).textContent).to.contain(LONG));
    for (const width of [320, 375, 768, 1024, 1280]) {
      header.style.width = `${width}px`;
      const name = root(header).querySelector<HTMLElement>(
        width >= 960 ? '[part=greeting]' : '.who',
      )!;
      await until(() => expect(shown(name)).to.equal(true));
      inBar(header, part(header, 'cart'));
      expect(name.scrollWidth, `${width}px: shortened`).to.be.greaterThan(name.clientWidth);
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
      expect(name.textContent).to.contain(LONG);
      expect(header.getBoundingClientRect().height).to.equal(64);
    }
    // Wide: no menu button at all, every link is in the bar (the header has drawn: see above).
    expect(queryByShadowRole(header, 'button', { name: `Menu: Hello, ${LONG}` })).to.equal(null);
    for (const label of ['My Bookings', 'My Profile', 'Logout']) {
      inBar(header, await findByShadowRole(header, 'link', { name: label }));
    }
    header.style.width = '320px';
    await until(() => expect(shown(button(header))).to.equal(true));
  });
});
