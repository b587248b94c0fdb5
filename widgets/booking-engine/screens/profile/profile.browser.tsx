import { expect } from 'chai';
import { fetchProfile } from '../../../../src/api/account-api';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { $session, $system, logIn, renewSession } from '../../../../src/stores';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import {
  CARD_DETAILS,
  alertIn,
  completeInFrame,
  fieldError,
  input,
  newLoggedInGuest,
  statusIn,
  submitOf,
  type,
} from '../../account-test-helpers';
import {
  BASE,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../../engine-test-helpers';

const TITLE = 'Your profile';

async function openProfile(): Promise<HTMLElement> {
  const engine = mountEngine(`${BASE}/account`);
  await headingOf(engine, TITLE);
  await until(() => expect(input(engine, 'FirstName')?.value).to.equal('Grace'));
  return engine;
}

describe('<ik-booking-engine> profile', () => {
  let engine: HTMLElement;
  const allowStoreCard = (allow: boolean) =>
    $system.set({ ...$system.get(), Configuration: { AllowStoreCard: allow } });

  beforeEach(async () => {
    await renewSession();
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
  });

  it('needs a logged-in customer', async () => {
    engine = mountEngine(`${BASE}/account`);
    await headingOf(engine, TITLE);
    const panel = await until(() => shadow(engine).querySelector('[part=logged-out]'));
    expect(panel.querySelector('a')!.getAttribute('href')).to.equal(
      `${BASE}/login-register?redirect=account`,
    );
    expect(input(engine, 'FirstName')).to.equal(null);
  });

  it('from a laptop: the details with paired fields beside the password; one column on a phone', async () => {
    await newLoggedInGuest('profile-columns');
    allowStoreCard(true);
    engine = await openProfile();
    const box = (el: Element) => el.getBoundingClientRect();
    const form = shadow(engine).querySelector('[part=profile-form]')!;
    const password = shadow(engine).querySelector('[part=password-form]')!;
    const field = (name: string) => input(engine, name)!.closest('[part=field]')!;
    engine.style.width = '1200px';
    await until(() => expect(box(password).left).to.be.at.least(box(form).right));
    expect(box(password).top).to.be.below(box(form).bottom);
    expect(box(field('LastName')).left).to.be.above(box(field('FirstName')).right);
    expect(box(field('LastName')).top).to.be.closeTo(box(field('FirstName')).top, 1);
    // The email has the card's whole width (its long addresses, its password under it).
    expect(box(field('EmailAddress')).width).to.be.above(box(field('FirstName')).width * 1.5);
    await expectNoAxeViolations(engine);
    engine.style.width = '375px';
    await until(() => expect(box(password).top).to.be.at.least(box(form).bottom));
    expect(box(field('LastName')).top).to.be.above(box(field('FirstName')).bottom);
    expect(shadow(engine).querySelector('[part=profile-form]')!.scrollWidth).to.be.at.most(
      box(form).width + 1,
    );
  });

  it('is prefilled from the profile, checks its rules and saves: "Your profile has been updated"', async () => {
    const email = await newLoggedInGuest('profile');
    engine = await openProfile();
    expect(input(engine, 'EmailAddress')!.value).to.equal(email);
    expect(input(engine, 'City')!.value).to.equal('Keswick');
    expect(input(engine, 'PhoneNumber')!.value).to.equal('017687 72000');
    expect(input(engine, 'DateOfBirth')!.required).to.equal(false);
    expect(input(engine, 'Address2')!.required).to.equal(false);
    await expectNoAxeViolations(engine);

    await type(engine, 'City', '');
    await type(engine, 'PhoneNumber', 'none');
    submitOf(engine, 'profile-form').click();
    await until(() =>
      expect(fieldError(engine, 'PhoneNumber')).to.equal('Please enter a valid phone number'),
    );
    expect(fieldError(engine, 'City')).to.equal('City is required');
    expect(focused()).to.equal(input(engine, 'PhoneNumber'));

    await type(engine, 'PhoneNumber', '+44 17687 72001');
    await type(engine, 'City', 'Ambleside');
    await type(engine, 'FirstName', 'Ada');
    await type(engine, 'DateOfBirth', '1990-05-17');
    submitOf(engine, 'profile-form').click();
    await until(() =>
      expect(statusIn(engine, 'profile-form')).to.equal(ACCOUNT_MESSAGES.profileUpdated),
    );
    expect(alertIn(engine, 'profile-form')).to.equal('');
    const { CustomerId, CustomerGUID } = $session.get()!;
    const saved = (await fetchProfile({ CustomerId, CustomerGUID })).Customer!;
    expect(saved.Name.FirstName).to.equal('Ada');
    expect(saved.Address[0]!.City).to.equal('Ambleside');
    expect(saved.Phone[0]!.PhoneNumber).to.equal('+44 17687 72001');
    expect(saved.DateOfBirth?.slice(0, 10)).to.equal('1990-05-17');
  });

  it("updates the password: 'Passwords do not match', then 'Password updated successfully'", async () => {
    const email = await newLoggedInGuest('password');
    engine = await openProfile();
    await type(engine, 'CurrentPassword', 'Windermere9');
    await type(engine, 'NewPassword', 'Grasmere2027');
    await type(engine, 'ConfirmPassword', 'Grasmere2028');
    submitOf(engine, 'password-form').click();
    await until(() =>
      expect(fieldError(engine, 'ConfirmPassword')).to.equal(ACCOUNT_MESSAGES.profileMismatch),
    );
    expect(focused()).to.equal(input(engine, 'ConfirmPassword'));
    await type(engine, 'ConfirmPassword', 'Grasmere2027');
    submitOf(engine, 'password-form').click();
    await until(() =>
      expect(statusIn(engine, 'password-form')).to.equal(ACCOUNT_MESSAGES.passwordUpdated),
    );
    await expectNoAxeViolations(engine);
    await renewSession();
    expect((await logIn({ EmailAddress: email, Password: 'Windermere9' })).ok).to.equal(false);
    expect((await logIn({ EmailAddress: email, Password: 'Grasmere2027' })).ok).to.equal(true);
  });

  it("shows the server's text when the update is refused, keeping what was typed", async () => {
    await newLoggedInGuest('refused');
    engine = await openProfile();
    await type(engine, 'City', 'Coniston');
    const original = window.fetch;
    window.fetch = async (resource: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(resource, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      if (body.includes('UpdateCustomerProfile')) {
        return Response.json({ Result: { value: 'FAIL', Text: 'Profile is locked for edits.' } });
      }
      return original.call(window, resource, init);
    };
    try {
      submitOf(engine, 'profile-form').click();
      await until(() =>
        expect(alertIn(engine, 'profile-form')).to.equal('Profile is locked for edits.'),
      );
    } finally {
      window.fetch = original;
    }
    expect(statusIn(engine, 'profile-form')).to.equal('');
    expect(input(engine, 'City')!.value).to.equal('Coniston');
  });

  it('says a malformed profile plainly, and Try again loads it', async () => {
    await newLoggedInGuest('malformed');
    const original = window.fetch;
    let malformed = true;
    window.fetch = async (resource: RequestInfo | URL, init?: RequestInit) => {
      // A copy: the request itself still goes to the sandbox when it is not the one answered.
      const copy = resource instanceof Request ? resource.clone() : new Request(resource, init);
      const body = copy.method === 'POST' ? await copy.text() : '';
      if (malformed && body.includes('FetchCustomerProfile')) {
        return Response.json({ Result: { value: 'SUCCESS', Text: '' }, Customer: 3 });
      }
      return original.call(window, resource, init);
    };
    try {
      engine = mountEngine(`${BASE}/account`);
      await headingOf(engine, TITLE);
      const block = await until(() => shadow(engine).querySelector('[data-state=failed]'));
      expect(block.querySelector('[role=alert] p')!.textContent).to.match(/could not read/);
      expect(input(engine, 'FirstName')).to.equal(null);
      await expectNoAxeViolations(engine);
      malformed = false;
      block.querySelector<HTMLButtonElement>('[part=retry]')!.click();
      await until(() => expect(input(engine, 'FirstName')?.value).to.equal('Grace'));
    } finally {
      window.fetch = original;
    }
  });

  it('shows stored cards only when the configuration allows them', async () => {
    await newLoggedInGuest('cards');
    allowStoreCard(false);
    engine = await openProfile();
    expect(shadow(engine).querySelector('[part=stored-cards]')).to.equal(null);
    allowStoreCard(true);
    const cards = await until(() => shadow(engine).querySelector('[part=stored-cards]'));
    expect(cards.textContent).to.contain('You have no stored cards.');
    await expectNoAxeViolations(engine);
    allowStoreCard(false);
  });

  it('adds a card in the card-entry frame, which then appears in the list (last four only)', async () => {
    await newLoggedInGuest('add-card');
    allowStoreCard(true);
    engine = await openProfile();
    const cards = await until(() => shadow(engine).querySelector('[part=stored-cards]'));
    await expectNoAxeViolations(engine);
    cards.querySelector<HTMLButtonElement>('[part=add-card]')!.click();
    const frame = await until(() => cards.querySelector<HTMLIFrameElement>('iframe'));
    // Focus follows each step: the frame, then the result (never left on the page's body).
    expect(focused()).to.equal(frame);
    expect(frame.title).to.equal('Add a card');
    expect(new URL(frame.src).origin).not.to.equal(location.origin);
    await completeInFrame(frame, { action: 'pay', number: '4444333322221111', ...CARD_DETAILS });
    await until(
      () => expect(statusIn(engine, 'stored-cards')).to.equal(ACCOUNT_MESSAGES.cardAdded),
      8000,
    );
    expect(focused()?.textContent).to.equal(ACCOUNT_MESSAGES.cardAdded);
    expect(focused()?.getAttribute('role')).to.equal('status');
    // The status comes from the add flow's store; the reloaded list is drawn a render later.
    const list = await until(() => {
      const text = cards.querySelector('.card-list')?.textContent;
      expect(text).to.contain('VISA ending 1111, Ada Lovelace, expires 12/39');
      return text;
    });
    expect(list).not.to.contain('4444');
    await expectNoAxeViolations(engine);
    allowStoreCard(false);
  });

  it('says a refused card was not added, with Try again; Cancel adds nothing', async () => {
    await newLoggedInGuest('refused-card');
    allowStoreCard(true);
    engine = await openProfile();
    const cards = await until(() => shadow(engine).querySelector('[part=stored-cards]'));
    cards.querySelector<HTMLButtonElement>('[part=add-card]')!.click();
    let frame = await until(() => cards.querySelector<HTMLIFrameElement>('iframe'));
    expect(focused()).to.equal(frame);
    await completeInFrame(frame, { action: 'pay', number: '4000000000000002', ...CARD_DETAILS });
    await until(
      () => expect(alertIn(engine, 'stored-cards')).to.equal(ACCOUNT_MESSAGES.cardAddFailed),
      8000,
    );
    expect(focused()?.textContent).to.equal(ACCOUNT_MESSAGES.cardAddFailed);
    expect(focused()?.getAttribute('role')).to.equal('alert');
    await expectNoAxeViolations(engine);
    const again = cards.querySelector<HTMLButtonElement>('[part=add-card]')!;
    expect(again.textContent).to.equal('Try again');
    again.click();
    frame = await until(() => cards.querySelector<HTMLIFrameElement>('iframe'));
    expect(focused()).to.equal(frame);
    await completeInFrame(frame, { action: 'cancel' });
    await until(
      () => expect(statusIn(engine, 'stored-cards')).to.equal(ACCOUNT_MESSAGES.cardAddCancelled),
      8000,
    );
    expect(focused()?.textContent).to.equal(ACCOUNT_MESSAGES.cardAddCancelled);
    expect(cards.textContent).to.contain('You have no stored cards.');
    allowStoreCard(false);
  });
});
