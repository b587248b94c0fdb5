import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import {
  control,
  daysFromToday,
  expectRequired,
  fieldError,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-site-visit-form.element';

const SENT = 'Your message has been sent, we will reply as soon as possible.';
const CONTACT = {
  name: 'Grace Hopper',
  company: 'Fellside Primary',
  phone: '01632 960200',
  email: 'office@fellside.example',
  adults: '4',
  preferred_visit: daysFromToday(40),
};
const has = (form: HTMLElement, name: string) =>
  form.shadowRoot!.querySelector(`[name=${name}]`) !== null;

describe('<ik-site-visit-form>', () => {
  beforeEach(async () => {
    await freshFormsSandbox();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('standard: requires the contact, guests and a preferred date from today', async () => {
    const form = mount('<ik-site-visit-form></ik-site-visit-form>');
    await until(() => submitButton(form));
    await expectRequired(form, {
      name: 'Contact name is required',
      company: 'Company name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      adults: 'Number of guests is required',
      preferred_visit: 'Preferred date is required',
    });
    expect(fieldError(form, 'children')).to.equal(null);
    expect(has(form, 'school_year_low')).to.equal(false);
    expect(has(form, 'dining_arrival_time')).to.equal(false);
    expect(control(form, 'preferred_visit').min).to.equal(daysFromToday(0));
    const layouts = [...control<HTMLSelectElement>(form, 'table_setup').options].map((o) => o.text);
    expect(layouts).to.deep.equal(['No preference', 'Standard table layout', 'Long tables']);
    await fillIn(form, { preferred_visit: daysFromToday(-1) });
    submitButton(form).click();
    await until(() =>
      expect(fieldError(form, 'preferred_visit')).to.equal('Preferred date cannot be in the past'),
    );
    await expectNoAxeViolations(form);
  });

  it('school: asks the school name, children (required) and the school years', async () => {
    const form = mount('<ik-site-visit-form variant="school"></ik-site-visit-form>');
    await findByShadowRole(form, 'textbox', { name: 'School name' });
    expect(has(form, 'school_year_low') && has(form, 'school_year_high')).to.equal(true);
    expect(has(form, 'dining_arrival_time')).to.equal(false);
    await fillIn(form, CONTACT);
    submitButton(form).click();
    await until(() =>
      expect(fieldError(form, 'children')).to.equal('Number of children is required'),
    );
    await fillIn(form, { children: '28', school_year_low: 'Year 3', school_year_high: 'Year 4' });
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    const [visit] = (await mailbox()).submissions;
    expect(visit!.kind).to.equal('siteVisit');
    expect(visit!.formData).to.deep.include({
      company: 'Fellside Primary',
      children: 28,
      school_year_low: 'Year 3',
      school_year_high: 'Year 4',
      dining_arrival_time: '',
    });
    await expectNoAxeViolations(form);
  });

  it('dining: offers the dining arrival time and table layout, and posts them', async () => {
    const form = mount(
      '<ik-site-visit-form variant="dining" subject="Group dining" emailto="events@the-lake.example"></ik-site-visit-form>',
    );
    await until(() => control(form, 'dining_arrival_time'));
    expect(has(form, 'school_year_low')).to.equal(false);
    await fillIn(form, {
      ...CONTACT,
      company: 'Acme Ltd',
      dining_arrival_time: '19:30',
      table_setup: 'Long tables',
    });
    await submitAndSettle(form);
    await until(() => expect(sentText(form)).to.equal(SENT));
    const [visit] = (await mailbox()).submissions;
    expect(visit!.formData).to.deep.include({
      dining_arrival_time: '19:30',
      table_setup: 'Long tables',
      school_year_low: '',
      subject: 'Group dining',
      emailto: 'events@the-lake.example',
    });
  });
});
