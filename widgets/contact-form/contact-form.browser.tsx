import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import {
  botCheckScript,
  control,
  countPosts,
  expectRequired,
  failureText,
  fieldError,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  setFailing,
  setThrottle,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import './ik-contact-form.element';

const SENT = 'Your message has been sent, we will reply within 24hrs.';
const GUEST = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '01632 960100',
  message: 'A table for two on Friday, please.',
};

describe('<ik-contact-form>', () => {
  let form: HTMLElement;

  beforeEach(async () => {
    await freshFormsSandbox();
  });

  afterEach(async () => {
    document.body.innerHTML = '';
    await setFailing(false);
    await setThrottle(10);
  });

  it('loads the bot check only when the guest first uses the form', async () => {
    form = mount('<ik-contact-form location="lake"></ik-contact-form>');
    await until(() => control(form, 'firstName'));
    // Drawn, and its effects have had their frames: a script loaded on mount would be there.
    await frames();
    expect(botCheckScript()).to.equal(null);
    control(form, 'firstName').focus();
    await sendKeys({ type: 'A' });
    await until(() => botCheckScript());
    expect(botCheckScript()!.src).to.contain('render=innkit-sandbox-site-key');
  });

  it('is labelled, with the newsletter radios defaulting to no, and nothing for axe', async () => {
    form = mount('<ik-contact-form location="lake"></ik-contact-form>');
    expect(await findByShadowRole(form, 'form', { name: 'Contact us' })).to.equal(
      form.shadowRoot!.querySelector('form'),
    );
    const no = await findByShadowRole(form, 'radio', { name: 'No' });
    expect((no as HTMLInputElement).checked).to.equal(true);
    expect(
      ((await findByShadowRole(form, 'radio', { name: 'Yes' })) as HTMLInputElement).checked,
    ).to.equal(false);
    const group = await findByShadowRole(form, 'group', { name: 'Would you like our newsletter?' });
    expect(group.contains(no)).to.equal(true);
    await expectNoAxeViolations(form);
  });

  it('hides the newsletter opt-in for the seaside hotel and posts no consent', async () => {
    form = mount('<ik-contact-form location="seaside"></ik-contact-form>');
    await fillIn(form, GUEST);
    expect(form.shadowRoot!.querySelector('input[type=radio]')).to.equal(null);
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    const { submissions } = await mailbox();
    expect(submissions).to.have.length(1);
    expect(submissions[0]!.formData).to.include({ loc: 'seaside', consent: 'false' });
  });

  it('says which fields are required beside them and focuses the first', async () => {
    form = mount('<ik-contact-form></ik-contact-form>');
    await until(() => submitButton(form));
    const { calls, restore } = countPosts('/system/contact-form');
    try {
      await expectRequired(form, {
        firstName: 'First name is required',
        surname: 'Surname is required',
        email: 'Email is required',
        telephone: 'Telephone is required',
        message: 'Message is required',
      });
      await expectNoAxeViolations(form);
      // Fixing a field takes its message away at once.
      await fillIn(form, { firstName: 'Ada' });
      await until(() => expect(fieldError(form, 'firstName')).to.equal(null));
      expect(fieldError(form, 'surname')).to.equal('Surname is required');
      await fillIn(form, { email: 'not-an-email' });
      submitButton(form).click();
      await until(() =>
        expect(fieldError(form, 'email')).to.equal('Please enter a valid email address'),
      );
      expect(deepActiveElement()).to.equal(control(form, 'surname'));
      expect(calls.count).to.equal(0);
    } finally {
      restore();
    }
  });

  it('sends, thanks the guest in place of the form, pushes generate_lead and resets', async () => {
    const events: CustomEvent[] = [];
    const record = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('ik-analytics', record);
    try {
      form = mount('<ik-contact-form location="inn"></ik-contact-form>');
      await fillIn(form, GUEST);
      (form.shadowRoot!.querySelector('input[type=radio][value=true]') as HTMLInputElement).click();
      await submitAndSettle(form);
      await until(() => expect(sentText(form)).to.equal(SENT));
      expect(form.shadowRoot!.querySelector('form')).to.equal(null);
      const sent = form.shadowRoot!.querySelector('[part=sent]')!;
      expect(sent.getAttribute('role')).to.equal('status');
      expect(deepActiveElement()).to.equal(sent);
      expect(events.map((e) => e.detail)).to.deep.equal([
        { event: 'generate_lead', form: 'ik-contact-form' },
      ]);
      expect(window.dataLayer).to.deep.include({ event: 'generate_lead', form: 'ik-contact-form' });
      const { submissions } = await mailbox();
      expect(submissions).to.have.length(1);
      expect(submissions[0]!.kind).to.equal('contact');
      expect(submissions[0]!.formData).to.deep.include({ ...GUEST, consent: 'true', loc: 'inn' });
      await expectNoAxeViolations(form);
      // Send another: an empty form again.
      (form.shadowRoot!.querySelector('[part=again]') as HTMLButtonElement).click();
      await until(() => control(form, 'firstName'));
      expect(control(form, 'firstName').value).to.equal('');
      expect(control(form, 'message' as string).textContent ?? '').to.equal('');
    } finally {
      document.removeEventListener('ik-analytics', record);
    }
  });

  it('keeps every value when the post fails, says so, and sends exactly once again', async () => {
    form = mount('<ik-contact-form></ik-contact-form>');
    await fillIn(form, GUEST);
    await setFailing(true);
    await submitAndSettle(form);
    await until(() =>
      expect(failureText(form)).to.equal(
        'Something went wrong on our side. Please try again in a moment.',
      ),
    );
    // The old part name still reaches the same message, for one major version.
    expect(form.shadowRoot!.querySelector('[part~=failure]')).to.equal(
      form.shadowRoot!.querySelector('[part~=error]'),
    );
    expect(form.shadowRoot!.querySelector('[part~=error]')!.getAttribute('role')).to.equal('alert');
    expect(submitButton(form).textContent).to.equal('Send again');
    for (const [name, value] of Object.entries(GUEST)) {
      expect(control<HTMLInputElement>(form, name).value, name).to.equal(value);
    }
    expect((await mailbox()).submissions).to.have.length(0);
    await expectNoAxeViolations(form);
    await setFailing(false);
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    expect((await mailbox()).submissions).to.have.length(1);
  });

  it('says so in plain words when the network fails', async () => {
    form = mount('<ik-contact-form></ik-contact-form>');
    await fillIn(form, GUEST);
    const original = window.fetch;
    window.fetch = (resource, init) =>
      String(resource instanceof Request ? resource.url : resource).includes('/system/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : original.call(window, resource, init);
    try {
      await submitAndSettle(form);
      await until(() =>
        expect(failureText(form)).to.equal(
          'We could not reach the hotel. Please check your connection and try again.',
        ),
      );
      expect(control(form, 'email').value).to.equal(GUEST.email);
    } finally {
      window.fetch = original;
    }
  });

  it('tells the guest how long to wait after too many posts (429)', async () => {
    await setThrottle(1, 60);
    form = mount('<ik-contact-form></ik-contact-form>');
    await fillIn(form, GUEST);
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    (form.shadowRoot!.querySelector('[part=again]') as HTMLButtonElement).click();
    await fillIn(form, GUEST);
    await submitAndSettle(form);
    await until(() =>
      expect(failureText(form)).to.match(
        /^Too many attempts\. Please wait \d+ (seconds|minute), then send again\.$/,
      ),
    );
    expect(control(form, 'message').value).to.equal(GUEST.message);
    expect((await mailbox()).submissions).to.have.length(1);
  });

  it('sends once however often the button is pressed', async () => {
    form = mount('<ik-contact-form></ik-contact-form>');
    await fillIn(form, GUEST);
    const { calls, release, restore } = countPosts('/system/contact-form', { held: true });
    try {
      const button = submitButton(form);
      button.click();
      button.click();
      await until(() => expect(button.getAttribute('aria-disabled')).to.equal('true'));
      // The busy words shown; the usual ones kept hidden beneath them (the width holds).
      expect(button.querySelector('.ik-button-stack > :last-child')!.textContent).to.equal(
        'Sending…',
      );
      button.click();
      release();
      await until(() => expect(sentText(form)).to.equal(SENT));
      expect(calls.count).to.equal(1);
      expect((await mailbox()).submissions).to.have.length(1);
    } finally {
      restore();
    }
  });

  it('keeps the draft over a reload and forgets it once sent', async () => {
    form = mount('<ik-contact-form></ik-contact-form>');
    await fillIn(form, { firstName: 'Grace', message: 'Half-written' });
    const removed = form;
    form.remove();
    // Unmounted (its view gone), as when the page unloads.
    await until(() => expect(removed.shadowRoot!.childElementCount).to.equal(0));
    // A new element in the same place, as after a reload of the page.
    form = mount('<ik-contact-form></ik-contact-form>');
    await until(() => expect(control(form, 'firstName').value).to.equal('Grace'));
    expect(control(form, 'message').value).to.equal('Half-written');
    await fillIn(form, { ...GUEST });
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    form.remove();
    form = mount('<ik-contact-form></ik-contact-form>');
    await until(() => control(form, 'firstName'));
    expect(control(form, 'firstName').value).to.equal('');
  });
});
