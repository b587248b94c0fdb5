import { expect } from 'chai';
import { botRefusalText } from '../../src/domain/text/bot-refusal-text';
import { expectNoAxeViolations, mount, sandboxPost, until } from '../../tests/browser/helpers';
import {
  failureText,
  fillIn,
  freshFormsSandbox,
  mailbox,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import './ik-contact-form.element';

const GUEST = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '01632 960100',
  message: 'A table for two on Friday, please.',
};

const setScore = async (score: number) =>
  expect((await sandboxPost('/sandbox/api/recaptcha/score', { score })).status).to.equal(200);

// Issue 22 fault 6: a guest the bot check judges automated is told what happened and given
// another way to reach the hotel, never "something went wrong on our side" and "Send again".
describe('<ik-contact-form> refused by the bot check', () => {
  let form: HTMLElement;

  beforeEach(async () => {
    await freshFormsSandbox();
    await setScore(0.1);
  });

  afterEach(async () => {
    document.body.innerHTML = '';
    await setScore(0.9);
  });

  it('says what happened, offers the phone and email, and no useless retry', async () => {
    form = mount(
      '<ik-contact-form location="lake" contact-phone="01632 960100" contact-email="stay@the-lake.example"></ik-contact-form>',
    );
    await fillIn(form, GUEST);
    await submitAndSettle(form);
    const said = botRefusalText({ phone: '01632 960100', email: 'stay@the-lake.example' });
    await until(() => expect(failureText(form)).to.equal(said));
    expect(failureText(form)).to.not.contain('on our side');
    const links = [...form.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part=other-ways] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Call 01632 960100', 'tel:01632960100'],
      ['Email stay@the-lake.example', 'mailto:stay@the-lake.example'],
    ]);
    expect(submitButton(form)).to.equal(null);
    expect((await mailbox()).submissions).to.have.length(0);
    await expectNoAxeViolations(form);
  });

  it('says another way in words when the page configures no phone or email', async () => {
    form = mount('<ik-contact-form location="lake"></ik-contact-form>');
    await fillIn(form, GUEST);
    await submitAndSettle(form);
    await until(() => expect(failureText(form)).to.equal(botRefusalText({})));
    expect(form.shadowRoot!.querySelector('[part=other-ways]')).to.equal(null);
  });
});
