import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { defineWidget } from '../../../../src/ui/define-widget';
import {
  expectNoAxeViolations,
  mount,
  sandboxPost,
  until,
} from '../../../../tests/browser/helpers';
import { PasswordResetScreen } from './index';

// Not wired into the booking engine's router yet: a test element hosts the screen.
defineWidget<{ search?: string }>({
  tag: 'ik-test-reset-password',
  view: ({ search }) => (
    <PasswordResetScreen search={search ?? ''} loginHref="/the-lake/book/login-register" />
  ),
  attributes: { search: 'string' },
});

const EMAIL = `reset-${Date.now()}@innkit.test`;

async function resetSearch(): Promise<string> {
  await sandboxPost('/rs/reset-password', {
    EmailAddress: EMAIL,
    PasswordGUID: null,
    NewPassword: null,
  });
  const { mail } = (await (await fetch('/sandbox/api/account-mail')).json()) as {
    mail: { to: string; link: string }[];
  };
  return new URL(mail.find((m) => m.to === EMAIL)?.link ?? '').search;
}

/** Type into the field with this label, as a guest would (the view listens to `input`). */
function type(el: HTMLElement, label: RegExp, value: string) {
  const input = [...el.shadowRoot!.querySelectorAll('label')].find((l) =>
    label.test(l.textContent ?? ''),
  )?.control as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('password reset screen', () => {
  before(async () => {
    await sandboxPost('/rs/clearSession');
    await sandboxPost('/rs/register', {
      NewCustomer: {
        Name: { Salutation: '', FirstName: 'Grace', LastName: 'Hopper' },
        EmailAddress: EMAIL,
        Password: 'Compiler1952',
        Address: [
          {
            type: 'HOME',
            Address1: '2 Harbour Street',
            City: 'Whitby',
            Country: 'United Kingdom',
            PostCode: 'YO21 3PP',
          },
        ],
        Phone: [{ type: 'MOBILE', PhoneNumber: '+44 1947 000000' }],
      },
    });
    await sandboxPost('/rs/clearSession');
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says the link is invalid when its query is missing', async () => {
    const el = mount('<ik-test-reset-password search="?reset=abc"></ik-test-reset-password>');
    const alert = await findByShadowRole(el, 'alert');
    expect(alert.textContent).to.equal(
      'Oh! looks like you do not have a valid password reset link.',
    );
    await expectNoAxeViolations(el);
  });

  it('checks the link, refuses a mismatch, then resets and offers Login', async () => {
    const search = await resetSearch();
    const el = mount('<ik-test-reset-password></ik-test-reset-password>');
    el.setAttribute('search', search);
    await findByShadowRole(el, 'button', { name: 'Reset password' });
    await findByShadowText(el, 'Minimum 8 characters, 1 number and 1 capital letter');
    // One card of a reading width; the section keeps its name, its title read but not shown
    // again under the page's own h1.
    const section = el.shadowRoot!.querySelector<HTMLElement>('[part=reset-password]')!;
    expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')!.id);
    expect(section.querySelector('h2')!.getBoundingClientRect().height).to.be.at.most(1);
    expect(section.querySelector('[part=card] form')).not.to.equal(null);
    expect(section.getBoundingClientRect().width).to.be.at.most(32 * 16);
    await expectNoAxeViolations(el);
    type(el, /^New password/, 'Harbour2026');
    type(el, /^Confirm/, 'Harbour2027');
    (await findByShadowRole(el, 'button', { name: 'Reset password' })).click();
    await until(() =>
      expect(el.shadowRoot!.querySelector('[role=alert]')?.textContent).to.equal(
        'Passwords do not match.',
      ),
    );
    type(el, /^Confirm/, 'Harbour2026');
    (await findByShadowRole(el, 'button', { name: 'Reset password' })).click();
    const done = await findByShadowRole(el, 'status', {});
    await until(() => expect(done.textContent).to.contain('Your password was reset successfully.'));
    await findByShadowRole(el, 'link', { name: 'Login' });
  });

  it('shows a used link’s failure with a way to request a new one', async () => {
    const search = await resetSearch();
    const first = mount('<ik-test-reset-password></ik-test-reset-password>');
    first.setAttribute('search', search);
    await findByShadowRole(first, 'button', { name: 'Reset password' });
    type(first, /^New password/, 'Harbour2028');
    type(first, /^Confirm/, 'Harbour2028');
    (await findByShadowRole(first, 'button', { name: 'Reset password' })).click();
    await findByShadowText(first, /reset successfully/, {});
    document.body.innerHTML = '';
    const again = mount('<ik-test-reset-password></ik-test-reset-password>');
    again.setAttribute('search', search);
    await findByShadowRole(again, 'link', { name: 'Request a new password reset' });
  });
});
