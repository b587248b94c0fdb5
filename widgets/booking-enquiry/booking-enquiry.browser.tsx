import { expect } from 'chai';
import {
  control,
  countPosts,
  daysFromToday,
  expectRequired,
  failureText,
  fieldError,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  setFailing,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-booking-enquiry.element';

const SENT = 'Your message has been sent, we will reply within 24hrs.';
const GUEST = {
  firstName: 'Ada',
  surname: 'Lovelace',
  phone: '+44 1632 960100',
  email: 'ada@example.com',
  arrive: daysFromToday(1),
  nights: '3',
  numRooms: '1',
  adults: '2',
};

describe('<ik-booking-enquiry>', () => {
  beforeEach(async () => {
    await freshFormsSandbox();
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await setFailing(false);
  });

  it('requires name, phone, email and arrival; rooms, nights and adults have defaults', async () => {
    const form = mount('<ik-booking-enquiry></ik-booking-enquiry>');
    await until(() => submitButton(form));
    expect(control(form, 'nights').value).to.equal('1');
    expect(control(form, 'numRooms').value).to.equal('1');
    expect(control(form, 'adults').value).to.equal('2');
    await expectRequired(form, {
      firstName: 'First name is required',
      surname: 'Surname is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      arrive: 'Arrival date is required',
    });
    await fillIn(form, { nights: '', adults: '0' });
    submitButton(form).click();
    await until(() => expect(fieldError(form, 'nights')).to.equal('Nights is required'));
    expect(fieldError(form, 'adults')).to.equal('Adults must be at least 1');
    expect(fieldError(form, 'children')).to.equal(null);
    await expectNoAxeViolations(form);
  });

  it('takes no arrival before today', async () => {
    const form = mount('<ik-booking-enquiry></ik-booking-enquiry>');
    await fillIn(form, { ...GUEST, arrive: daysFromToday(-1) });
    expect(control(form, 'arrive').min).to.equal(daysFromToday(0));
    const { calls, restore } = countPosts('/system/booking-form');
    try {
      submitButton(form).click();
      await until(() =>
        expect(fieldError(form, 'arrive')).to.equal('Arrival date cannot be in the past'),
      );
      expect(calls.count).to.equal(0);
    } finally {
      restore();
    }
  });

  it('sends the enquiry with the page subject and recipient, and thanks the guest', async () => {
    const form = mount(
      '<ik-booking-enquiry subject="Spring enquiry" mailto="stay@the-lake.example"></ik-booking-enquiry>',
    );
    await fillIn(form, {
      ...GUEST,
      arrive: daysFromToday(0),
      children: '1',
      message: 'Late arrival',
    });
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    const [enquiry] = (await mailbox()).submissions;
    expect(enquiry!.kind).to.equal('booking');
    expect(enquiry!.formData).to.deep.include({
      arrive: daysFromToday(0),
      nights: 3,
      adults: 2,
      children: 1,
      babies: 0,
      message: 'Late arrival',
      subject: 'Spring enquiry',
      mailto: 'stay@the-lake.example',
    });
  });

  it('keeps everything after a failure and sends again', async () => {
    const form = mount('<ik-booking-enquiry></ik-booking-enquiry>');
    await fillIn(form, GUEST);
    await setFailing(true);
    await submitAndSettle(form);
    await until(() => expect(failureText(form)).to.contain('Please try again'));
    expect(control(form, 'arrive').value).to.equal(GUEST.arrive);
    expect(control(form, 'nights').value).to.equal('3');
    await setFailing(false);
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    expect((await mailbox()).submissions).to.have.length(1);
  });
});
