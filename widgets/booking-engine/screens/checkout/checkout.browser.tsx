import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import { bookingSummary } from '../../../../src/domain/cart/booking-summary';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import buttonCss from '../../../../src/ui/button.css?inline';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
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

// The same screen with the order summary the route hands it (a room with an extra, a swim).
const ROOM = {
  Category: 'Hotel',
  FolioId: '1',
  FolioItemId: '11',
  Details: 'Lakeside Double — Bed & Breakfast',
  Amount: 215,
  StartDate: '2027-03-10',
  FinishDate: '2027-03-12',
  Nights: 2,
  Adults: 2,
  SpecialServices: [
    {
      PMSSpecialService: { PMSSpecialServiceName: 'Flowers in the room' },
      PMSFolioSpecialServiceId: '5',
      Qty: 1,
      ExtPrice: 35,
    },
  ],
} as unknown as WebFolioItem;
const SWIM = {
  Category: 'Active',
  FolioId: '2',
  FolioItemId: '12',
  Details: 'Wild swimming',
  Amount: 30,
  StartDate: '2027-03-11T08:30:00',
  Adults: 1,
  SpecialServices: [],
} as unknown as WebFolioItem;
defineWidget({
  tag: 'ik-test-checkout-summary',
  view: () => (
    <CheckoutScreen
      balance={245}
      allowStoreCard={false}
      navigate={(path) => routes.push(path)}
      summary={bookingSummary({ FolioItems: [ROOM, SWIM], FolioBalance: 245 })}
    />
  ),
  styles: buttonCss + checkoutCss,
});

const root = (el: HTMLElement) => el.shadowRoot!;
const frame = (el: HTMLElement) => root(el).querySelector<HTMLIFrameElement>('iframe');

/** Completes the framed card page with `form`. */
async function completeInFrame(el: HTMLElement, form: Record<string, string>) {
  await payInFrame(await until(() => frame(el)), form);
}

/** Tick the terms and press Pay Now. */
async function agreeAndPay(el: HTMLElement) {
  (await findByShadowRole(el, 'checkbox', { name: /I agree/ })).click();
  (await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' })).click();
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

  it('pays only once the terms are agreed, and says so beside the box', async () => {
    const pay = await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' });
    // In the tab order, not `disabled`: a keyboard guest reaches it and hears why it waits.
    expect((pay as HTMLButtonElement).disabled).to.equal(false);
    await findByShadowRole(el, 'checkbox', { name: 'Store my card for future bookings' });
    pay.focus();
    await sendKeys({ press: 'Enter' });
    const terms = await findByShadowRole(el, 'checkbox', {
      name: /I agree/,
      description: 'Tick the box to agree to the booking terms and conditions, then pay.',
    });
    expect(terms.getAttribute('aria-invalid')).to.equal('true');
    await until(() => expect(deepActiveElement()).to.equal(terms));
    expect(frame(el)).to.equal(null);
    await expectNoAxeViolations(el);
    terms.click();
    await until(() => expect(root(el).querySelector('[part=terms-error]')).to.equal(null));
    expect(terms.hasAttribute('aria-invalid')).to.equal(false);
    pay.click();
    await until(() => frame(el));
  });

  it('says the amount due and the terms above a full-width Pay Now, and where the card is taken', async () => {
    el.style.cssText = 'display:block;width:375px';
    const pay = (await findByShadowRole(el, 'button', {
      name: 'Pay Now £245.00',
      description:
        /Due now: £245\.00.*booking terms and conditions.*payment provider’s secure page/,
    })) as HTMLButtonElement;
    // The specification's words first, exactly; then the amount.
    expect(pay.textContent).to.equal('Pay Now £245.00');
    expect(pay.querySelector('.pay-panel__label')!.textContent).to.equal('Pay Now');
    const due = root(el).querySelector<HTMLElement>('[part=amount-due]')!;
    const secure = root(el).querySelector<HTMLElement>('[part=secure-note]')!;
    // In order: the line, Pay Now, the note; Pay Now across the form, its type no smaller
    // than the total's.
    expect(due.getBoundingClientRect().bottom).to.be.at.most(pay.getBoundingClientRect().top);
    expect(secure.getBoundingClientRect().top).to.be.at.least(pay.getBoundingClientRect().bottom);
    const form = root(el).querySelector('form')!;
    expect(pay.getBoundingClientRect().width).to.be.closeTo(form.getBoundingClientRect().width, 1);
    const size = (node: Element) => parseFloat(getComputedStyle(node).fontSize);
    expect(size(pay)).to.be.at.least(size(due.querySelector('strong')!));
    expect(secure.textContent).to.contain('We never see or keep your card number.');
    await expectNoAxeViolations(el);
  });

  it('pays in the framed card page and goes to my bookings with the reference', async () => {
    await agreeAndPay(el);
    const iframe = await until(() => frame(el));
    expect(iframe.title).to.equal('Card payment');
    expect(new URL(iframe.src).origin).not.to.equal(location.origin);
    await expectNoAxeViolations(el);
    await completeInFrame(el, { action: 'pay', number: '4444333322221111', ...CARD });
    await until(() => expect(routes).to.have.length(1));
    expect(routes[0]).to.match(/^\/my-booking\?ref=LK\d+$/);
    expect(sessionStorage.getItem('ik_pending_order')).to.equal(null);
  });

  it('gives the focus Pay Now had to the card frame’s heading when the frame replaces it', async () => {
    (await findByShadowRole(el, 'checkbox', { name: /I agree/ })).click();
    const pay = await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' });
    pay.focus();
    await sendKeys({ press: 'Enter' });
    const heading = await until(() => root(el).querySelector<HTMLElement>('[part=frame-title]'));
    expect(heading.textContent).to.equal('Card details');
    await until(() => expect(deepActiveElement()).to.equal(heading));
  });

  it('shows a payment error for a refused card, and Try again returns to the terms', async () => {
    await agreeAndPay(el);
    await completeInFrame(el, { action: 'pay', number: '4000000000000002', ...CARD });
    const alert = await findByShadowRole(el, 'alert');
    expect(alert.textContent).to.contain('Your payment was not successful');
    await expectNoAxeViolations(el);
    (await findByShadowRole(el, 'button', { name: 'Try again' })).click();
    await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' });
  });

  it('goes back to the cart when the guest cancels on the card page', async () => {
    await agreeAndPay(el);
    await completeInFrame(el, { action: 'cancel' });
    await until(() => expect(routes).to.deep.equal(['/cart']));
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
    await until(() => expect(routes).to.have.length(1));
    expect(routes[0]).to.match(/^\/my-booking\?ref=LK\d+$/);
  });

  it('goes to the cart when the cart is empty (Back after paying; issue 17 item 10)', async () => {
    const empty = mount('<ik-test-checkout balance="0" empty></ik-test-checkout>');
    await until(() => expect(routes).to.include('/cart'));
    empty.remove();
  });

  it('lists the whole order above the payment: lines, dates, guests, extras, total, balance', async () => {
    const summary = mount('<ik-test-checkout-summary></ik-test-checkout-summary>');
    try {
      const card = await until(() =>
        root(summary).querySelector<HTMLElement>('[part~=order-summary]'),
      );
      expect(card.getAttribute('aria-label')).to.equal('Your booking');
      const pay = root(summary).querySelector('[part=checkout]')!;
      expect(card.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      const lines = [...card.querySelectorAll<HTMLElement>('[part=summary-line]')];
      expect(lines.map((l) => l.querySelector('.summary-line__title')!.textContent)).to.deep.equal([
        'Lakeside Double — Bed & Breakfast',
        'Wild swimming',
      ]);
      expect(lines[0]!.textContent).to.contain(
        '10 March, 2027 to 12 March, 2027 · 2 nights · 2 adults',
      );
      expect(lines[0]!.querySelector('[aria-label^="Added to"]')!.textContent).to.contain(
        'Flowers in the room £35.00',
      );
      expect(lines[1]!.textContent).to.contain('11 March, 2027 at 08:30');
      const totals = card.querySelector('[part=summary-total]')!.textContent;
      expect(totals).to.equal('Total£245.00To pay now£245.00');
      await expectNoAxeViolations(summary);
    } finally {
      summary.remove();
    }
  });

  it('opens the terms in a drawer without leaving checkout; "I agree" ticks the box', async () => {
    const at = location.href;
    const link = await until(() =>
      root(el).querySelector<HTMLAnchorElement>('a[part~=terms-link]'),
    );
    expect(link.getAttribute('aria-haspopup')).to.equal('dialog');
    link.focus();
    await sendKeys({ press: 'Enter' });
    const drawer = await until(() =>
      root(el).querySelector<HTMLDialogElement>('dialog[part~=terms-drawer][open]'),
    );
    expect(location.href).to.equal(at);
    expect(drawer.querySelector('h2')!.textContent).to.equal('Booking terms and conditions');
    const frame = drawer.querySelector<HTMLIFrameElement>('iframe[part=terms-frame]')!;
    expect(frame.title).to.equal('Booking terms');
    expect(new URL(frame.src).pathname).to.equal('/booking-terms/');
    const tab = [...drawer.querySelectorAll('a')].find((a) => a.target === '_blank')!;
    expect(tab.textContent).to.equal('Open the terms in a new tab');
    await expectNoAxeViolations(el);
    const box = (await findByShadowRole(el, 'checkbox', { name: /I agree/ })) as HTMLInputElement;
    expect(box.checked).to.equal(false);
    drawer.querySelector<HTMLButtonElement>('button[part~=terms-agree]')!.click();
    await until(() => expect(drawer.open).to.equal(false));
    await until(() => expect(box.checked).to.equal(true));
    await until(() => expect(deepActiveElement()).to.equal(link));
    // Escape closes it too, the box left as it was.
    link.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(drawer.open).to.equal(true));
    await sendKeys({ press: 'Escape' });
    await until(() => expect(drawer.open).to.equal(false));
    expect(box.checked).to.equal(true);
  });
});
