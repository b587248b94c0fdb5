import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { fetchProfile } from '../../../../src/api/account-api';
import { resetConfig } from '../../../../src/core/config';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { $session, renewSession } from '../../../../src/stores';
import {
  expectNoAxeViolations,
  mount,
  sandboxPost,
  until,
} from '../../../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../../../tests/browser/seeded-guest';
import {
  alertIn,
  callsTo,
  confirmLinkFor,
  fieldError,
  input,
  newEmail,
  newLoggedInGuest,
  setRegistrationConfirmation,
  statusIn,
  submitOf,
  type,
} from '../../account-test-helpers';
import {
  BASE,
  control,
  focused,
  goTo,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../../engine-test-helpers';

const TITLE = 'Login or create an account';
const WRONG_LOGIN = 'Not a valid email/password combination, or the account is locked.';

/** An engine whose page tells it the hotel asks for the emailed link first (page-wide). */
function mountConfirming(path: string): HTMLElement {
  goTo(path);
  resetConfig({ registrationConfirmation: true });
  return mount(`<ik-booking-engine base="${BASE}"></ik-booking-engine>`);
}

async function openRegister(engine: HTMLElement): Promise<void> {
  await headingOf(engine, TITLE);
  control<HTMLButtonElement>(engine, 'button[part=toggle]', 'Create an account')!.click();
  await until(() => shadow(engine).querySelector('[part~=register] form'));
}

async function fillRegistration(engine: HTMLElement, email: string): Promise<void> {
  const values: Record<string, string> = {
    FirstName: 'Grace',
    LastName: 'Hopper',
    EmailAddress: email,
    PhoneNumber: '+44 (0)17687 72000',
    Password: 'Windermere9',
    Address1: '1 Lake Road',
    City: 'Keswick',
    PostCode: 'CA12 5DJ',
    Country: 'United Kingdom',
  };
  for (const [name, value] of Object.entries(values)) await type(engine, name, value);
}

describe('<ik-booking-engine> login and register', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    // The resource timing buffer holds 250 entries: start each test with room to count.
    performance.clearResourceTimings();
    await renewSession();
    expect($session.get()?.isLoggedIn).to.equal(false);
  });

  afterEach(() => {
    engine?.remove();
    resetConfig();
    restoreUrl();
  });

  it('logs in: required fields beside them with focus on the first, the server text on failure, then the redirect', async () => {
    engine = mountEngine(`${BASE}/login-register?redirect=checkout`);
    await headingOf(engine, TITLE);
    await expectNoAxeViolations(engine);
    submitOf(engine, 'login').click();
    await until(() => expect(fieldError(engine, 'EmailAddress')).to.equal('Email is required'));
    expect(fieldError(engine, 'Password')).to.equal('Password is required');
    expect(focused()).to.equal(input(engine, 'EmailAddress'));

    await type(engine, 'EmailAddress', SEEDED_GUEST.email);
    await type(engine, 'Password', 'not-the-password');
    submitOf(engine, 'login').click();
    await until(() => expect(alertIn(engine, 'login')).to.equal(WRONG_LOGIN));
    expect(input(engine, 'EmailAddress')!.value).to.equal(SEEDED_GUEST.email);
    expect(input(engine, 'Password')!.value).to.equal('not-the-password');
    await expectNoAxeViolations(engine);

    await type(engine, 'Password', SEEDED_GUEST.password);
    const before = callsTo('/rs/login');
    submitOf(engine, 'login').click();
    submitOf(engine, 'login').click();
    await until(() => expect(location.pathname).to.equal(`${BASE}/checkout`));
    expect(callsTo('/rs/login') - before).to.equal(1);
    expect($session.get()?.isLoggedIn).to.equal(true);
    expect($session.get()?.FirstName).to.equal(SEEDED_GUEST.firstName);
  });

  it('is one card of a reading width on a laptop, the whole width on a phone (issue 38 §8)', async () => {
    try {
      await setViewport({ width: 1280, height: 800 });
      engine = mountEngine(`${BASE}/login-register`);
      await headingOf(engine, TITLE);
      const card = await until(() => shadow(engine).querySelector<HTMLElement>('[part~=login]'));
      expect(card.getBoundingClientRect().width).to.be.at.most(512);
      const field = input(engine, 'EmailAddress')!.getBoundingClientRect().width;
      expect(field, 'the field fills its card').to.be.above(
        card.getBoundingClientRect().width * 0.8,
      );
      await setViewport({ width: 320, height: 700 });
      await until(() => expect(card.getBoundingClientRect().width).to.be.above(250));
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('says how long to wait when logins are throttled (429), keeping what was typed', async () => {
    engine = mountEngine(`${BASE}/login-register`);
    await headingOf(engine, TITLE);
    const email = newEmail('throttled');
    await type(engine, 'EmailAddress', email);
    await type(engine, 'Password', 'Guess-1234');
    for (let i = 1; i <= 5; i += 1) {
      const before = callsTo('/rs/login');
      submitOf(engine, 'login').click();
      await until(() => expect(callsTo('/rs/login') - before).to.equal(1));
      await until(() => expect(alertIn(engine, 'login')).to.equal(WRONG_LOGIN));
      await until(() =>
        expect(submitOf(engine, 'login').getAttribute('aria-disabled')).to.equal(null),
      );
    }
    submitOf(engine, 'login').click();
    await until(() =>
      expect(alertIn(engine, 'login')).to.equal(
        'Too many attempts. Please wait 15 minutes, then try again.',
      ),
    );
    expect(input(engine, 'EmailAddress')!.value).to.equal(email);
    expect(input(engine, 'Password')!.value).to.equal('Guess-1234');
    expect(location.pathname).to.equal(`${BASE}/login-register`);
    await expectNoAxeViolations(engine);
  });

  it('never follows a redirect off the site: my bookings instead', async () => {
    engine = mountEngine(
      `${BASE}/login-register?redirect=${encodeURIComponent('//evil.example/x')}`,
    );
    await type(engine, 'EmailAddress', SEEDED_GUEST.email);
    await type(engine, 'Password', SEEDED_GUEST.password);
    submitOf(engine, 'login').click();
    await until(() => expect(location.pathname).to.equal(`${BASE}/my-booking`));
    await headingOf(engine, 'Your Bookings');
  });

  it('registers a new guest, logs them in and goes straight on to the redirect', async () => {
    engine = mountEngine(`${BASE}/login-register?redirect=my-booking`);
    await openRegister(engine);
    // By default nothing says to wait for an email.
    expect(shadow(engine).querySelector('[part=register-note]')).to.equal(null);
    const email = newEmail('straight');
    await fillRegistration(engine, email);
    shadow(engine).querySelector<HTMLInputElement>('input[name=marketing]')!.click();
    const before = callsTo('/rs/register');
    submitOf(engine, 'register').click();
    submitOf(engine, 'register').click();
    await until(() => expect(location.pathname).to.equal(`${BASE}/my-booking`));
    expect(callsTo('/rs/register') - before).to.equal(1);
    expect(shadow(engine).querySelector('[part~=check-email]')).to.equal(null);
    expect($session.get()).to.include({ isLoggedIn: true, FirstName: 'Grace' });
    await headingOf(engine, 'Your Bookings');
    const { CustomerId, CustomerGUID } = $session.get()!;
    const profile = await fetchProfile({ CustomerId, CustomerGUID });
    expect(profile.Customer).to.include({ EmailAddress: email, NoEmail: 'N' });
    await expectNoAxeViolations(engine);
  });

  it('a new guest with a cart registers and is at the checkout in one step', async () => {
    await sandboxPost('/sandbox/api/cart/sample');
    engine = mountEngine(`${BASE}/login-register?redirect=checkout`);
    await openRegister(engine);
    await fillRegistration(engine, newEmail('money-path'));
    submitOf(engine, 'register').click();
    await until(() => expect(location.pathname).to.equal(`${BASE}/checkout`));
    expect($session.get()?.isLoggedIn).to.equal(true);
  });

  it('a taken address is said plainly, keeping what was typed, nobody logged in', async () => {
    engine = mountEngine(`${BASE}/login-register`);
    await openRegister(engine);
    await fillRegistration(engine, SEEDED_GUEST.email);
    submitOf(engine, 'register').click();
    await until(() =>
      expect(alertIn(engine, 'register')).to.contain(
        'An account with this email address already exists. Please log in, or use Forgot password',
      ),
    );
    expect(input(engine, 'EmailAddress')!.value).to.equal(SEEDED_GUEST.email);
    expect(location.pathname).to.equal(`${BASE}/login-register`);
    expect($session.get()?.isLoggedIn).to.equal(false);
  });

  describe('when the hotel asks new guests to confirm their email first', () => {
    before(() => setRegistrationConfirmation(true));
    after(() => setRegistrationConfirmation(false));

    it('registers a new guest: required fields, phone pattern, password hint, then check your email', async () => {
      engine = mountConfirming(`${BASE}/login-register?redirect=my-booking`);
      await openRegister(engine);
      // The hotel's choice is said before the guest sends the form.
      const note = shadow(engine).querySelector('[part~=register] [part=register-note]');
      expect(note?.textContent).to.equal(ACCOUNT_MESSAGES.registerConfirmNote);
      await expectNoAxeViolations(engine);
      const hint = shadow(engine).querySelector('[part~=register]')!.textContent!;
      expect(hint).to.contain('Minimum 8 characters, 1 capiton, 1 number');
      submitOf(engine, 'register').click();
      await until(() => expect(fieldError(engine, 'FirstName')).to.equal('First name is required'));
      for (const [name, message] of [
        ['LastName', 'Surname is required'],
        ['EmailAddress', 'Email is required'],
        ['PhoneNumber', 'Phone is required'],
        ['Password', ACCOUNT_MESSAGES.registerPasswordHint],
        ['Address1', 'Address line 1 is required'],
        ['City', 'City is required'],
        ['PostCode', 'Postcode is required'],
        ['Country', 'Country is required'],
      ])
        expect(fieldError(engine, name!), name).to.equal(message);
      expect(fieldError(engine, 'Address2')).to.equal(null);
      // A long form: "There is a problem" at its top takes focus, each message a link to its field.
      const summary = shadow(engine).querySelector<HTMLElement>(
        '[part~=register] [part=error-summary]',
      )!;
      await until(() => expect(focused()).to.equal(summary));
      expect(summary.querySelector('h2')!.textContent).to.equal('There is a problem');
      const links = [...summary.querySelectorAll<HTMLAnchorElement>('a')];
      expect(links.map((link) => link.textContent)).to.deep.equal([
        'First name is required',
        'Surname is required',
        'Email is required',
        'Phone is required',
        ACCOUNT_MESSAGES.registerPasswordHint,
        'Address line 1 is required',
        'City is required',
        'Postcode is required',
        'Country is required',
      ]);
      links[3]!.click();
      expect(focused()).to.equal(input(engine, 'PhoneNumber'));

      const email = newEmail('register');
      await fillRegistration(engine, email);
      await type(engine, 'PhoneNumber', 'call me');
      await type(engine, 'Password', 'short');
      submitOf(engine, 'register').click();
      await until(() =>
        expect(fieldError(engine, 'PhoneNumber')).to.equal('Please enter a valid phone number'),
      );
      await until(() => expect(focused()).to.equal(summary));
      expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).to.deep.equal([
        'Please enter a valid phone number',
        ACCOUNT_MESSAGES.registerPasswordHint,
      ]);
      expect(fieldError(engine, 'Password')).to.equal(ACCOUNT_MESSAGES.registerPasswordHint);

      await type(engine, 'PhoneNumber', '017687 72000');
      await type(engine, 'Password', 'Windermere9');
      shadow(engine).querySelector<HTMLInputElement>('input[name=marketing]')!.click();
      const before = callsTo('/rs/register');
      submitOf(engine, 'register').click();
      submitOf(engine, 'register').click();
      const card = await until(() => shadow(engine).querySelector('[part~=check-email]'));
      expect(callsTo('/rs/register') - before).to.equal(1);
      expect(card.querySelector('h2')!.textContent).to.equal('Check your email');
      expect(card.textContent).to.contain(email);
      expect(card.textContent).to.contain(ACCOUNT_MESSAGES.confirmCartKept);
      expect(location.pathname).to.equal(`${BASE}/login-register`);
      expect($session.get()?.isLoggedIn).to.equal(false);
      await expectNoAxeViolations(engine);
    });

    it('opening the emailed link confirms, logs in and goes on to the redirect', async () => {
      engine = mountEngine(`${BASE}/login-register?redirect=my-booking`);
      await openRegister(engine);
      const email = newEmail('confirm');
      await fillRegistration(engine, email);
      shadow(engine).querySelector<HTMLInputElement>('input[name=marketing]')!.click();
      submitOf(engine, 'register').click();
      await until(() => shadow(engine).querySelector('[part~=check-email]'));
      engine.remove();
      // The link as mailed (the configured public address is this sandbox), opened here.
      const link = await confirmLinkFor(email);
      expect(link.pathname).to.equal(`${BASE}/login-register`);
      engine = mountEngine(`${link.pathname}${link.search}`);
      await until(() => expect(location.pathname).to.equal(`${BASE}/my-booking`));
      expect(location.search).not.to.contain('confirm=');
      expect($session.get()).to.include({ isLoggedIn: true, FirstName: 'Grace' });
      await headingOf(engine, 'Your Bookings');
      // The marketing box was ticked: NoEmail N.
      const { CustomerId, CustomerGUID } = $session.get()!;
      const profile = await fetchProfile({ CustomerId, CustomerGUID });
      expect(profile.Customer).to.include({ EmailAddress: email, NoEmail: 'N' });
    });

    it('a spent link says so and offers the email again', async () => {
      const email = await newLoggedInGuest('spent');
      await renewSession();
      const link = await confirmLinkFor(email);
      engine = mountEngine(`${link.pathname}${link.search}`);
      const failed = await until(() => shadow(engine).querySelector('[part~=confirm-failed]'));
      await until(() => expect(failed.textContent).to.contain('not valid, has been used'));
      expect($session.get()?.isLoggedIn).to.equal(false);
      control<HTMLButtonElement>(engine, 'button', 'Send the email again')!.click();
      await until(() =>
        expect(statusIn(engine, 'resend-confirmation')).to.equal(ACCOUNT_MESSAGES.confirmResent),
      );
      await expectNoAxeViolations(engine);
    });

    it('logging in before confirming says so plainly and offers the email again', async () => {
      engine = mountEngine(`${BASE}/login-register`);
      await openRegister(engine);
      const email = newEmail('early');
      await fillRegistration(engine, email);
      submitOf(engine, 'register').click();
      await until(() => shadow(engine).querySelector('[part~=check-email]'));
      engine.remove();
      engine = mountEngine(`${BASE}/login-register`);
      await type(engine, 'EmailAddress', email);
      await type(engine, 'Password', 'Windermere9');
      submitOf(engine, 'login').click();
      await until(() => expect(alertIn(engine, 'login')).to.contain('confirm your email address'));
      expect($session.get()?.isLoggedIn).to.equal(false);
      control<HTMLButtonElement>(engine, 'button', 'Send the email again')!.click();
      await until(() =>
        expect(statusIn(engine, 'resend-confirmation')).to.equal(ACCOUNT_MESSAGES.confirmResent),
      );
    });

    it('answers a taken address as a new one: check your email, nobody logged in', async () => {
      engine = mountEngine(`${BASE}/login-register`);
      await openRegister(engine);
      await fillRegistration(engine, SEEDED_GUEST.email);
      submitOf(engine, 'register').click();
      // The server tells a taken address nothing more than a new one (issue 17 item 15).
      const card = await until(() => shadow(engine).querySelector('[part~=check-email]'));
      expect(card.textContent).to.contain(ACCOUNT_MESSAGES.registerCheckEmail);
      expect(card.textContent).to.contain(SEEDED_GUEST.email);
      expect(location.pathname).to.equal(`${BASE}/login-register`);
      expect($session.get()?.isLoggedIn).to.equal(false);
    });
  });

  it("shows 'Error. ' and the server's text when registration fails, keeping what was typed", async () => {
    // The sandbox refuses a registration only for a taken address (answered as above) or too
    // many tries; a refusal with a Result.Text of its own is answered here, once, for the page.
    const realFetch = window.fetch;
    window.fetch = async (request, init) => {
      const url = request instanceof Request ? request.url : String(request);
      if (!url.endsWith('/rs/register')) return realFetch(request, init);
      window.fetch = realFetch;
      const body = { Result: { value: 'FAIL', Text: 'The hotel system is busy.', ErrorId: 0 } };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    try {
      engine = mountEngine(`${BASE}/login-register`);
      await openRegister(engine);
      const email = newEmail('refused');
      await fillRegistration(engine, email);
      submitOf(engine, 'register').click();
      await until(() =>
        expect(alertIn(engine, 'register')).to.equal('Error. The hotel system is busy.'),
      );
      expect(input(engine, 'EmailAddress')!.value).to.equal(email);
      expect(input(engine, 'City')!.value).to.equal('Keswick');
      expect(location.pathname).to.equal(`${BASE}/login-register`);
      expect($session.get()?.isLoggedIn).to.equal(false);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('reveals an email box for a forgotten password and answers the same for any address', async () => {
    engine = mountEngine(`${BASE}/login-register`);
    await headingOf(engine, TITLE);
    const toggle = control<HTMLButtonElement>(engine, 'button', 'Forgot password')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(input(engine, 'ResetEmail')).to.equal(null);
    toggle.click();
    await until(() => expect(focused()).to.equal(input(engine, 'ResetEmail')));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    submitOf(engine, 'forgot-password').click();
    await until(() => expect(fieldError(engine, 'ResetEmail')).to.equal('Email is required'));
    for (const email of [SEEDED_GUEST.email, newEmail('nobody')]) {
      await type(engine, 'ResetEmail', email);
      submitOf(engine, 'forgot-password').click();
      await until(() =>
        expect(statusIn(engine, 'forgot-password')).to.equal(ACCOUNT_MESSAGES.resetRequested),
      );
    }
    await expectNoAxeViolations(engine);
  });
});
