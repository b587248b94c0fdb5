import { expect } from 'chai';
import {
  control,
  daysFromToday,
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
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-combined-stay-form.element';

const SENT = 'Your message has been sent, we will reply as soon as possible.';
const GUEST = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '01632 960100',
  email: 'ada@example.com',
  machrie_date: daysFromToday(30),
  ballycastle_date: daysFromToday(33),
  ferry_date: daysFromToday(32),
};
const options = (form: HTMLElement, name: string) =>
  [...control<HTMLSelectElement>(form, name).options].map((o) => o.text);

describe('<ik-combined-stay-form>', () => {
  beforeEach(async () => {
    await freshFormsSandbox();
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await setFailing(false);
  });

  it('requires names, phone, email and the three dates', async () => {
    const form = mount('<ik-combined-stay-form></ik-combined-stay-form>');
    await until(() => submitButton(form));
    await expectRequired(form, {
      first_name: 'First name is required',
      last_name: 'Surname is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      machrie_date: 'Machrie date is required',
      ballycastle_date: 'Ballycastle date is required',
      ferry_date: 'Ferry date is required',
    });
    await expectNoAxeViolations(form);
  });

  it('offers rooms 1–4 and 5+, adults 1–9 and 10+, children and babies none, 1–9 and 10+', async () => {
    const form = mount('<ik-combined-stay-form></ik-combined-stay-form>');
    await until(() => control(form, 'rooms'));
    expect(options(form, 'rooms')).to.deep.equal(['1', '2', '3', '4', '5+']);
    expect(options(form, 'adults')).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10+',
    ]);
    const counts = ['None', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'];
    expect(options(form, 'children')).to.deep.equal(counts);
    expect(options(form, 'babies')).to.deep.equal(counts);
    expect(control(form, 'rooms').value).to.equal('1');
    expect(control(form, 'adults').value).to.equal('2');
  });

  it('sends to the combined-stay endpoint with consent, and thanks the guest', async () => {
    const form = mount(
      '<ik-combined-stay-form subject="Machrie and Ballycastle"></ik-combined-stay-form>',
    );
    await fillIn(form, { ...GUEST, rooms: '5+', adults: '10+', children: '2' });
    control(form, 'consent').click();
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    const [stay] = (await mailbox()).submissions;
    expect(stay!.kind).to.equal('combinedStay');
    expect(stay!.formData).to.deep.include({
      ...GUEST,
      rooms: '5+',
      adults: '10+',
      children: '2',
      babies: '',
      consent: 'true',
      subject: 'Machrie and Ballycastle',
    });
  });

  it('keeps every value after a failure', async () => {
    const form = mount('<ik-combined-stay-form></ik-combined-stay-form>');
    await fillIn(form, { ...GUEST, rooms: '3' });
    await setFailing(true);
    await submitAndSettle(form);
    await until(() => expect(failureText(form)).to.contain('Please try again'));
    expect(control(form, 'ferry_date').value).to.equal(GUEST.ferry_date);
    expect(control(form, 'rooms').value).to.equal('3');
  });
});
