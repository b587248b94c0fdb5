import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { bookingSummary } from '../../../../src/domain/cart/booking-summary';
import { $cart, refreshCart } from '../../../../src/stores';
import { REDEMPTION_IDLE, $giftRedemption } from '../../../../src/stores/engine/gift-redemption';
import buttonCss from '../../../../src/ui/button.css?inline';
import { defineWidget } from '../../../../src/ui/define-widget';
import { useStore } from '../../../../src/ui/use-store';
import {
  expectNoAxeViolations,
  mount,
  sandboxPost,
  until,
} from '../../../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../../../tests/browser/seeded-guest';
import { fieldError, type } from '../../account-test-helpers';
import { CheckoutScreen, checkoutCss } from './index';

// The checkout as its route hands it the cart: balance, summary and the applied gift cards.
function RedeemCheckout() {
  const cart = useStore($cart);
  return cart.loaded ? (
    <CheckoutScreen
      balance={cart.FolioBalance}
      allowStoreCard={false}
      navigate={() => undefined}
      summary={bookingSummary(cart)}
      giftCards={cart.GiftCards}
    />
  ) : null;
}
defineWidget({
  tag: 'ik-test-checkout-redeem',
  view: RedeemCheckout,
  styles: buttonCss + checkoutCss,
});

const root = (el: HTMLElement) => el.shadowRoot!;
const totals = (el: HTMLElement) =>
  root(el).querySelector('[part=summary-total]')?.textContent ?? '';
const listed = (el: HTMLElement) =>
  root(el).querySelector('[part~=gift-card-list]')?.textContent ?? '';
async function issue(balanceMinor: number, expiresOn?: string): Promise<string> {
  const answer = await sandboxPost('/sandbox/api/gift-cards/issue', { balanceMinor, expiresOn });
  return ((await answer.json()) as { code: string }).code;
}
/** "Have a gift card?": the disclosure the code field waits behind, opened when closed. */
async function openGiftCard(el: HTMLElement) {
  const details = await until(() =>
    root(el).querySelector<HTMLDetailsElement>('details[part~=gift-card-disclosure]'),
  );
  if (!details.open) details.querySelector('summary')!.click();
  await until(() => expect(details.open).to.equal(true));
}
async function apply(el: HTMLElement, code: string) {
  await openGiftCard(el);
  await type(el, 'gift-card-code', code);
  (await findByShadowRole(el, 'button', { name: 'Apply' })).click();
}

describe('checkout: redeem a gift card', () => {
  let el: HTMLElement;

  beforeEach(async () => {
    $giftRedemption.set(REDEMPTION_IDLE);
    const fresh = (await (await sandboxPost('/rs/clearSession')).json()) as {
      Session: { SessionId: string; WebFolioId: string | number };
    };
    await sandboxPost('/rs/login', {
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
      SessionId: fresh.Session.SessionId,
      WebFolioId: String(fresh.Session.WebFolioId),
    });
    await sandboxPost('/sandbox/api/cart/sample'); // a room, £245.00
    await refreshCart();
    el = mount('<ik-test-checkout-redeem></ik-test-checkout-redeem>');
  });

  afterEach(async () => {
    document.body.innerHTML = '';
    await sandboxPost('/rs/clearSession');
  });

  it('keeps the gift card behind "Have a gift card?", a native disclosure the keyboard opens', async () => {
    const details = await until(() =>
      root(el).querySelector<HTMLDetailsElement>('details[part~=gift-card-disclosure]'),
    );
    // Collapsed: the field is not the first thing under Payment, and is out of reach.
    expect(details.open).to.equal(false);
    const summary = details.querySelector<HTMLElement>('summary')!;
    expect(summary.textContent).to.equal('Have a gift card?');
    expect(
      details.querySelector<HTMLElement>('input[name=gift-card-code]')!.checkVisibility(),
    ).to.equal(false);
    await expectNoAxeViolations(el);
    summary.focus();
    expect(deepActiveElement()).to.equal(summary);
    await sendKeys({ press: 'Enter' });
    await until(() => expect(details.open).to.equal(true));
    await findByShadowRole(el, 'textbox', { name: /Gift card code/ });
    await sendKeys({ press: 'Space' });
    await until(() => expect(details.open).to.equal(false));
  });

  it('takes a part-paying card off the balance, in the list and the summary alike', async () => {
    const code = await issue(5_000);
    await apply(el, code.toLowerCase());
    await until(() => expect(listed(el)).to.contain(`Gift card ····${code.slice(-4)}: −£50.00`));
    await until(() =>
      expect(totals(el)).to.equal(
        `Total£245.00Gift card ····${code.slice(-4)}−£50.00To pay now£195.00`,
      ),
    );
    const status = await findByShadowRole(el, 'status');
    expect(status.textContent).to.contain('£50.00 taken off your booking.');
    await findByShadowRole(el, 'button', { name: 'Pay Now £195.00' });
    await expectNoAxeViolations(el);
  });

  it('completes with "Complete booking" when the card covers everything; Remove gives it back', async () => {
    const code = await issue(30_000);
    await apply(el, code);
    await findByShadowRole(el, 'button', { name: 'Complete booking' });
    await until(() => expect(totals(el)).to.contain('To pay now£0.00'));
    // Nothing left to pay: no further code is asked for.
    expect(root(el).querySelector('input[name=gift-card-code]')).to.equal(null);
    (
      await findByShadowRole(el, 'button', { name: `Remove gift card ····${code.slice(-4)}` })
    ).click();
    await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' });
    await until(() => expect(totals(el)).to.equal('Total£245.00To pay now£245.00'));
    await expectNoAxeViolations(el);
  });

  it('gives the focus of a vanished Apply or Remove to the gift card block’s heading', async () => {
    const code = await issue(30_000);
    await openGiftCard(el);
    await type(el, 'gift-card-code', code);
    const applyButton = await findByShadowRole(el, 'button', { name: 'Apply' });
    applyButton.focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'button', { name: 'Complete booking' });
    const heading = root(el).querySelector<HTMLElement>('[part=gift-card] h3')!;
    await until(() => expect(deepActiveElement()).to.equal(heading));
    const remove = await findByShadowRole(el, 'button', {
      name: `Remove gift card ····${code.slice(-4)}`,
    });
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'button', { name: 'Pay Now £245.00' });
    await until(() => expect(deepActiveElement()).to.equal(heading));
  });

  it('says a wrong code is not valid, beside the field, and takes nothing', async () => {
    await apply(el, 'ZZZZ-ZZZZ-ZZZZ');
    await until(() => expect(fieldError(el, 'gift-card-code')).to.contain('not valid'));
    const field = root(el).querySelector<HTMLInputElement>('input[name=gift-card-code]')!;
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(totals(el)).to.equal('Total£245.00To pay now£245.00');
    await expectNoAxeViolations(el);
  });

  it('says an expired card expired', async () => {
    await apply(el, await issue(5_000, '2020-01-31'));
    await until(() =>
      expect(fieldError(el, 'gift-card-code')).to.equal(
        'This gift card expired on 31 January, 2020.',
      ),
    );
  });

  it('reports begin_checkout, add_payment_info and purchase, one item per line, as ik-analytics', async () => {
    const seen: { event: string; ecommerce?: Record<string, unknown> }[] = [];
    const listen = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('ik-analytics', listen);
    try {
      await apply(el, await issue(30_000));
      (await findByShadowRole(el, 'checkbox', { name: /I agree/ })).click();
      const complete = (await findByShadowRole(el, 'button', {
        name: 'Complete booking',
      })) as HTMLButtonElement;
      await until(() => expect(complete.disabled).to.equal(false));
      complete.click();
      await until(() => expect(seen.map((e) => e.event)).to.include('purchase'));
      const byName = (name: string) => seen.find((e) => e.event === name)!.ecommerce!;
      expect(seen.map((e) => e.event)).to.deep.equal([
        'begin_checkout',
        'add_payment_info',
        'purchase',
      ]);
      for (const name of ['begin_checkout', 'add_payment_info', 'purchase']) {
        const items = byName(name).items as { item_id: string }[];
        expect(items).to.deep.equal([
          {
            item_id: items[0]!.item_id,
            item_name: 'Lakeside Double — Bed & Breakfast',
            item_category: 'Hotel',
            price: 245,
            quantity: 1,
            index: 0,
          },
        ]);
        expect(byName(name).value).to.equal(245);
      }
      expect(byName('add_payment_info').payment_type).to.equal('Gift card');
      expect(byName('purchase').transaction_id).to.match(/^LK\d+$/);
    } finally {
      document.removeEventListener('ik-analytics', listen);
    }
  });
});
