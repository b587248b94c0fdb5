import { expect } from 'chai';
import {
  control,
  expectRequired,
  failureText,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  setFailing,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import { cookie, expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-subscribe-form.element';

const SENT = 'Success! Thank you for subscribing to our mailing list.';
const clearSignupCookie = () => (document.cookie = 'signupCookie=; path=/; max-age=0');
const GUEST = { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' };

describe('<ik-subscribe-form>', () => {
  beforeEach(async () => {
    await freshFormsSandbox();
    clearSignupCookie();
  });

  afterEach(async () => {
    document.body.innerHTML = '';
    clearSignupCookie();
    await setFailing(false);
  });

  it('requires first name, surname and email', async () => {
    const form = mount('<ik-subscribe-form list="lake"></ik-subscribe-form>');
    await until(() => submitButton(form));
    await expectRequired(form, {
      firstName: 'First name is required',
      surname: 'Surname is required',
      email: 'Email is required',
    });
    await expectNoAxeViolations(form);
  });

  it('subscribes to its list, thanks the guest, sets the cookie and pushes sign_up', async () => {
    const events: CustomEvent[] = [];
    const record = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('ik-analytics', record);
    try {
      const form = mount('<ik-subscribe-form list="inn"></ik-subscribe-form>');
      await fillIn(form, GUEST);
      await submitAndSettle(form);
      await until(() => expect(sentText(form)).to.equal(SENT));
      expect(cookie('signupCookie')).to.equal('true');
      expect(events.map((e) => e.detail)).to.deep.equal([
        { event: 'sign_up', form: 'ik-subscribe-form' },
      ]);
      const { submissions, members } = await mailbox();
      expect(submissions[0]!.formData).to.include({ ...GUEST, list: 'inn' });
      expect(members).to.have.length(1);
      expect(members[0]).to.include({ list: 'inn', email: GUEST.email, status: 'subscribed' });
    } finally {
      document.removeEventListener('ik-analytics', record);
    }
  });

  it('sets no cookie when the sign-up fails, and keeps what was typed', async () => {
    const form = mount('<ik-subscribe-form list="lake"></ik-subscribe-form>');
    await fillIn(form, GUEST);
    await setFailing(true);
    await submitAndSettle(form);
    await until(() => expect(failureText(form)).to.contain('Please try again'));
    expect(cookie('signupCookie')).to.equal(undefined);
    expect(control(form, 'email').value).to.equal(GUEST.email);
  });

  it('says so when the page gave no list, instead of failing silently', async () => {
    const form = mount('<ik-subscribe-form></ik-subscribe-form>');
    await fillIn(form, GUEST);
    submitButton(form).click();
    await until(() => expect(failureText(form)).to.equal('Please choose a mailing list'));
    expect((await mailbox()).submissions).to.have.length(0);
  });

  it('a dismissible block hides forever: cookie set, block hidden now and on the next page', async () => {
    const form = mount('<ik-subscribe-form list="lake" dismissible></ik-subscribe-form>');
    const hide = await until(() =>
      form.shadowRoot!.querySelector<HTMLButtonElement>('[part=hide-forever]'),
    );
    expect(hide.textContent).to.equal('Hide me forever');
    await expectNoAxeViolations(form);
    hide.click();
    await until(() => expect(form.hidden).to.equal(true));
    expect(cookie('signupCookie')).to.equal('true');
    expect(getComputedStyle(form).display).to.equal('none');
    const next = mount('<ik-subscribe-form list="lake" dismissible></ik-subscribe-form>');
    await until(() => expect(next.hidden).to.equal(true));
    // A block that is not dismissible stays: the guest came to it on purpose.
    const footer = mount('<ik-subscribe-form list="lake"></ik-subscribe-form>');
    await until(() => control(footer, 'email'));
    expect(footer.hidden).to.equal(false);
    expect(footer.shadowRoot!.querySelector('[part=hide-forever]')).to.equal(null);
  });
});
