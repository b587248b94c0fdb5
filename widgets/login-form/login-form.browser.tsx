import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { $session } from '../../src/stores';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import {
  cookie,
  expectNoAxeViolations,
  mount,
  until,
  sandboxPost,
} from '../../tests/browser/helpers';
import { countPosts } from '../../tests/browser/forms';
import { SEEDED_GUEST } from '../../tests/browser/seeded-guest';
import '../login-form/ik-login-form.element';

const WRONG_LOGIN = 'Not a valid email/password combination, or the account is locked.';

const root = (form: HTMLElement) => form.shadowRoot!;
const input = (form: HTMLElement, name: 'EmailAddress' | 'Password') =>
  root(form).querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const submitButton = (form: HTMLElement) =>
  root(form).querySelector<HTMLButtonElement>('button[type=submit]')!;
const serverError = (form: HTMLElement) => root(form).querySelector('[part=error]')!;

/** The message shown for a field, found through its aria-describedby. */
function fieldError(form: HTMLElement, name: 'EmailAddress' | 'Password'): string | null {
  const id = input(form, name).getAttribute('aria-describedby');
  if (!id) return null;
  return root(form).getElementById(id)?.textContent ?? null;
}

/** Type as a guest would: the views listen to `input`. */
function type(form: HTMLElement, name: 'EmailAddress' | 'Password', value: string): void {
  const field = input(form, name);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fill(form: HTMLElement, email: string, password: string): Promise<void> {
  await until(() => input(form, 'EmailAddress'));
  type(form, 'EmailAddress', email);
  await until(() => expect(input(form, 'EmailAddress').value).to.equal(email));
  type(form, 'Password', password);
  await until(() => expect(input(form, 'Password').value).to.equal(password));
}

describe('<ik-login-form>', () => {
  let form: HTMLElement;

  before(async () => {
    await sandboxPost('/rs/clearSession');
    if (!cookie('XSRF-TOKEN')) await fetch('/rs/system');
    expect(cookie('XSRF-TOKEN')).to.be.a('string');
  });

  beforeEach(() => {
    form = mount('<ik-login-form redirect="checkout"></ik-login-form>');
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is an accessible, labelled form', async () => {
    const named = await findByShadowRole(form, 'form', { name: 'Login' });
    expect(named).to.equal(root(form).querySelector('form'));
    expect(await findByShadowRole(form, 'textbox', { name: 'Email' })).to.equal(
      input(form, 'EmailAddress'),
    );
    expect(input(form, 'Password').type).to.equal('password');
    expect(submitButton(form).textContent).to.equal('Login');
    await expectNoAxeViolations(form);
  });

  it('says which fields are required, marks them invalid and focuses the email', async () => {
    const { calls, restore } = countPosts('/rs/login');
    try {
      await until(() => submitButton(form));
      submitButton(form).click();
      await until(() => expect(fieldError(form, 'EmailAddress')).to.equal('Email is required'));
      expect(fieldError(form, 'Password')).to.equal('Password is required');
      for (const name of ['EmailAddress', 'Password'] as const) {
        expect(input(form, name).getAttribute('aria-invalid')).to.equal('true');
        const message = root(form).getElementById(
          input(form, name).getAttribute('aria-describedby')!,
        )!;
        expect(input(form, name).closest('[part=field]')!.contains(message)).to.equal(true);
      }
      expect(deepActiveElement()).to.equal(input(form, 'EmailAddress'));
      expect(calls.count).to.equal(0);
      await expectNoAxeViolations(form);
    } finally {
      restore();
    }
  });

  it('rejects an invalid email, and clears a fixed field on the next submit', async () => {
    await fill(form, 'not-an-email', 'whatever');
    submitButton(form).click();
    await until(() =>
      expect(fieldError(form, 'EmailAddress')).to.equal('Please enter a valid email address'),
    );
    expect(fieldError(form, 'Password')).to.equal(null);
    expect(input(form, 'Password').hasAttribute('aria-invalid')).to.equal(false);
    expect(deepActiveElement()).to.equal(input(form, 'EmailAddress'));

    // Both fields change in one task, as autofill does: neither change may be lost.
    type(form, 'Password', '');
    type(form, 'EmailAddress', SEEDED_GUEST.email);
    submitButton(form).click();
    await until(() => expect(fieldError(form, 'Password')).to.equal('Password is required'));
    expect(input(form, 'EmailAddress').value).to.equal(SEEDED_GUEST.email);
    expect(input(form, 'Password').value).to.equal('');
    expect(fieldError(form, 'EmailAddress')).to.equal(null);
    expect(input(form, 'EmailAddress').hasAttribute('aria-invalid')).to.equal(false);
    expect(deepActiveElement()).to.equal(input(form, 'Password'));
  });

  it("shows the server's words for a wrong password and keeps what was typed", async () => {
    const loggedIn: Event[] = [];
    const onLogin = (e: Event) => loggedIn.push(e);
    document.addEventListener('ik-logged-in', onLogin);
    try {
      await fill(form, SEEDED_GUEST.email, 'wrong-password');
      submitButton(form).click();
      const message = await findByShadowText(form, WRONG_LOGIN);
      expect(message.closest('[role=alert]')).to.equal(serverError(form));
      expect(input(form, 'EmailAddress').value).to.equal(SEEDED_GUEST.email);
      expect(input(form, 'Password').value).to.equal('wrong-password');
      expect(submitButton(form).getAttribute('aria-disabled')).to.equal(null);
      expect(loggedIn).to.have.length(0);
      expect($session.get()?.isLoggedIn ?? false).to.equal(false);
      await expectNoAxeViolations(form);
    } finally {
      document.removeEventListener('ik-logged-in', onLogin);
    }
  });

  it('marks the button busy while logging in, keeps focus on it, and sends one request', async () => {
    const { calls, release, restore } = countPosts('/rs/login', { held: true });
    try {
      await fill(form, SEEDED_GUEST.email, 'wrong-again');
      const button = submitButton(form);
      button.focus();
      button.click();
      button.click();
      await until(() => expect(button.getAttribute('aria-disabled')).to.equal('true'));
      // The busy words shown; "Login" kept hidden beneath them (the width holds).
      expect(button.querySelector('.ik-button-stack > :last-child')!.textContent).to.equal(
        'Logging in…',
      );
      button.click();
      release();
      await until(() => expect(serverError(form).textContent).to.equal(WRONG_LOGIN));
      expect(button.getAttribute('aria-disabled')).to.equal(null);
      expect(form.shadowRoot!.activeElement).to.equal(button);
      expect(calls.count).to.equal(1);
    } finally {
      restore();
    }
  });

  it('logs in, says who, and asks before redirecting to checkout', async () => {
    const events: CustomEvent[] = [];
    const record = (e: Event) => events.push(e as CustomEvent);
    // Cancel the redirect, so the test page stays where it is.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('ik-logged-in', record);
    document.addEventListener('ik-before-redirect', record);
    document.addEventListener('ik-before-redirect', stay);
    const page = location.href;
    try {
      await fill(form, SEEDED_GUEST.email, SEEDED_GUEST.password);
      submitButton(form).click();
      await until(() => expect(events).to.have.length(2));
    } finally {
      document.removeEventListener('ik-logged-in', record);
      document.removeEventListener('ik-before-redirect', record);
      document.removeEventListener('ik-before-redirect', stay);
    }
    const [login, redirect] = events;
    expect(login!.type).to.equal('ik-logged-in');
    expect(login!.detail).to.deep.equal({ firstName: SEEDED_GUEST.firstName });
    expect(login!.target).to.equal(form);
    expect(redirect!.type).to.equal('ik-before-redirect');
    expect(redirect!.detail).to.deep.equal({ href: '/the-lake/book/checkout' });
    expect(redirect!.cancelable).to.equal(true);
    expect(redirect!.defaultPrevented).to.equal(true);
    expect(location.href).to.equal(page);
    expect($session.get()?.isLoggedIn).to.equal(true);
    expect($session.get()?.FirstName).to.equal(SEEDED_GUEST.firstName);
    expect(serverError(form).textContent).to.equal('');
    await expectNoAxeViolations(form);
  });

  it('resolves the redirect under book-base', async () => {
    const other = mount('<ik-login-form redirect="my-booking" book-base="/book"></ik-login-form>');
    const hrefs: string[] = [];
    const stay = (e: Event) => {
      hrefs.push((e as CustomEvent<{ href: string }>).detail.href);
      e.preventDefault();
    };
    document.addEventListener('ik-before-redirect', stay);
    try {
      await fill(other, SEEDED_GUEST.email, SEEDED_GUEST.password);
      submitButton(other).click();
      await until(() => expect(hrefs).to.deep.equal(['/book/my-booking']));
    } finally {
      document.removeEventListener('ik-before-redirect', stay);
    }
  });
});
