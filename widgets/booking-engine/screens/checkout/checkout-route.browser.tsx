import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { $cart, $session, logIn, refreshCart } from '../../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../../../tests/browser/seeded-guest';
import {
  BASE,
  control,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../../engine-test-helpers';

describe('<ik-booking-engine> checkout and password-reset routes', () => {
  let engine: HTMLElement | undefined;

  beforeEach(async () => {
    await sandboxPost('/rs/clearSession');
    localStorage.clear();
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
    // A payment started here is not resumed by the next test.
    sessionStorage.removeItem('ik_pending_order');
  });

  /** The seeded guest logged in with a room in the cart, on the engine's Checkout. */
  async function checkoutWithARoom(): Promise<HTMLButtonElement> {
    expect(
      (await logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password })).ok,
    ).to.equal(true);
    expect((await sandboxPost('/sandbox/api/cart/sample', { category: 'Hotel' })).status).to.equal(
      200,
    );
    await refreshCart();
    await until(() => expect($session.get()?.isLoggedIn).to.equal(true));
    engine = mountEngine(`${BASE}/checkout`);
    await headingOf(engine, 'Checkout');
    return until(() => {
      const button = control<HTMLButtonElement>(engine!, 'button', /^Pay Now £\d+\.\d\d$/);
      expect(button).to.not.equal(null);
      return button!;
    });
  }

  it('offers a logged-out guest the login, with a way back to the checkout', async () => {
    engine = mountEngine(`${BASE}/checkout`);
    await headingOf(engine, 'Checkout');
    const login = await until(() => {
      const link = control<HTMLAnchorElement>(engine!, 'a', 'Login or create an account');
      expect(link).to.not.equal(null);
      return link!;
    });
    expect(login.getAttribute('href')).to.equal(`${BASE}/login-register?redirect=checkout`);
    expect(shadow(engine).textContent).not.to.contain('Pay Now');
    await expectNoAxeViolations(engine);
  });

  it('shows a logged-in guest the terms and Pay Now for the cart balance', async () => {
    const pay = await checkoutWithARoom();
    // Pay Now says the cart's balance, the amount the line above it says is due.
    const due = formatMoney($cart.get().FolioBalance);
    expect(pay.textContent).to.equal(`Pay Now ${due}`);
    expect(shadow(engine!).querySelector('[part=amount-due]')!.textContent).to.contain(
      `Due now: ${due}`,
    );
    pay.click();
    const terms = shadow(engine!).querySelector<HTMLInputElement>('input[type=checkbox]')!;
    await until(() =>
      expect(terms.getAttribute('aria-invalid'), 'the terms first').to.equal('true'),
    );
    terms.click();
    await until(() => expect(terms.hasAttribute('aria-invalid')).to.equal(false));
    await expectNoAxeViolations(engine!);
  });

  it('gives the focus Pay Now had to the card frame’s heading, not to the screen’s', async () => {
    const pay = await checkoutWithARoom();
    shadow(engine!).querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    pay.focus();
    await sendKeys({ press: 'Enter' });
    // "Preparing your secure payment…" holds it first, then hands it on to the frame's heading.
    const title = await until(() => shadow(engine!).querySelector('[part=frame-title]'));
    await until(() => expect(focused()).to.equal(title));
    expect(title.textContent).to.equal('Card details');
  });

  it('says a reset link without its token is not valid', async () => {
    engine = mountEngine(`${BASE}/account/reset-password?email=a%40b.test`);
    await headingOf(engine, 'Reset your password');
    await until(() =>
      expect(shadow(engine!).textContent).to.contain(
        'Oh! looks like you do not have a valid password reset link.',
      ),
    );
  });
});
