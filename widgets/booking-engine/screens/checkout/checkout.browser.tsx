import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import buttonCss from '../../../../src/ui/button.css?inline';
import { defineWidget } from '../../../../src/ui/define-widget';
import {
  expectNoAxeViolations,
  mount,
  sandboxPost,
  until,
} from '../../../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../../../tests/browser/seeded-guest';
import { CARD_DETAILS, completeInFrame as payInFrame } from '../../account-test-helpers';
import { CheckoutScreen, checkoutCss } from './index';

// Not wired into the booking engine's router yet: a test element hosts the screen.
const routes: string[] = [];
defineWidget<{ balance?: number; empty?: boolean }>({
  tag: 'ik-test-checkout',
  view: ({ balance, empty }) => (
    <CheckoutScreen
      balance={balance ?? 245}
      empty={empty ?? false}
      allowStoreCard
      navigate={(path) => routes.push(path)}
    />
  ),
  attributes: { balance: 'number', empty: 'boolean' },
  styles: buttonCss + checkoutCss,
});

const root = (el: HTMLElement) => el.shadowRoot!;
const frame = (el: HTMLElement) => root(el).querySelector<HTMLIFrameElement>('iframe');

/** Completes the framed card page with `form`. */
async function completeInFrame(el: HTMLElement, form: Record<string, string>) {
  await payInFrame(await until(() => frame(el)), form);
}

/** Tick the terms, wait for Pay Now to be enabled, press it. */
async function agreeAndPay(el: HTMLElement) {
  (await findByShadowRole(el, 'checkbox', { name: /I agree/ })).click();
  const pay = (await findByShadowRole(el, 'button', { name: 'Pay Now' })) as HTMLButtonElement;
  await until(() => expect(pay.disabled).to.equal(false));
  pay.click();
}
const CARD = CARD_DETAILS;

describe('checkout screen', () => {
  let el: HTMLElement;

  beforeEach(async () => {
    routes.length = 0;
    sessionStorage.clear();
    const fresh = (await (await sandboxPost('/rs/clearSession')).json()) as {
      Session: { SessionId: string; WebFolioId: string | number };
    };
    await sandboxPost('/rs/login', {
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
      SessionId: fresh.Session.SessionId,
      WebFolioId: String(fresh.Session.WebFolioId),
    });
    await sandboxPost('/sandbox/api/cart/sample');
    el = mount('<ik-test-checkout></ik-test-checkout>');
  });

  afterEach(async () => {
    document.body.innerHTML = '';
    await sandboxPost('/rs/clearSession');
  });

  it('offers Pay Now only once the terms are agreed, with nothing for axe to find', async () => {
    const pay = await findByShadowRole(el, 'button', { name: 'Pay Now' });
    expect((pay as HTMLButtonElement).disabled).to.equal(true);
    await findByShadowRole(el, 'checkbox', { name: 'Store my card for future bookings' });
    (await findByShadowRole(el, 'checkbox', { name: /I agree/ })).click();
    await until(() => expect((pay as HTMLButtonElement).disabled).to.equal(false));
    await expectNoAxeViolations(el);
  });

  it('pays in the framed card page and goes to my bookings with the reference', async () => {
    await agreeAndPay(el);
    const iframe = await until(() => frame(el));
    expect(iframe.title).to.equal('Card payment');
    expect(new URL(iframe.src).origin).not.to.equal(location.origin);
    await expectNoAxeViolations(el);
    await completeInFrame(el, { action: 'pay', number: '4444333322221111', ...CARD });
    await until(() => expect(routes).to.have.length(1), 8000);
    expect(routes[0]).to.match(/^\/my-booking\?ref=LK\d+$/);
    expect(sessionStorage.getItem('ik_pending_order')).to.equal(null);
  });

  it('shows a payment error for a refused card, and Try again returns to the terms', async () => {
    await agreeAndPay(el);
    await completeInFrame(el, { action: 'pay', number: '4000000000000002', ...CARD });
    const alert = await findByShadowRole(el, 'alert', {}, { timeout: 8000 });
    expect(alert.textContent).to.contain('Your payment was not successful');
    await expectNoAxeViolations(el);
    (await findByShadowRole(el, 'button', { name: 'Try again' })).click();
    await findByShadowRole(el, 'button', { name: 'Pay Now' });
  });

  it('goes back to the cart when the guest cancels on the card page', async () => {
    await agreeAndPay(el);
    await completeInFrame(el, { action: 'cancel' });
    await until(() => expect(routes).to.deep.equal(['/cart']), 8000);
  });

  it('re-derives a payment made before a reload and books it', async () => {
    await agreeAndPay(el);
    const iframe = await until(() => frame(el));
    await fetch(iframe.src, {
      method: 'POST',
      mode: 'no-cors',
      body: new URLSearchParams({ action: 'pay', number: '4444333322221111', ...CARD }),
    });
    // The page reloads: a new screen finds the pending order and asks the server.
    document.body.innerHTML = '';
    mount('<ik-test-checkout></ik-test-checkout>');
    await until(() => expect(routes).to.have.length(1), 8000);
    expect(routes[0]).to.match(/^\/my-booking\?ref=LK\d+$/);
  });

  it('goes to the cart when the cart is empty (Back after paying; issue 17 item 10)', async () => {
    const empty = mount('<ik-test-checkout balance="0" empty></ik-test-checkout>');
    await until(() => expect(routes).to.include('/cart'));
    empty.remove();
  });
});
