import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingEnquiryFormSchema } from './booking-enquiry';
import { combinedStayFormSchema } from './combined-stay';
import { competitionFormSchema } from './competition';
import { ContactFormSchema } from './contact';
import { FORM_ENDPOINTS, FORM_KINDS } from './endpoints';
import { FormAnswerSchema } from './envelope';
import { MultiSubscribeFormSchema, NO_LIST_CHOSEN } from './multi-subscribe';
import { formPostSchemas } from './post-schemas';
import { siteVisitFormSchema } from './site-visit';
import { SubscribeFormSchema } from './subscribe';

const today = '2026-03-10';
const rules = { today };

/** Each failing field's first message, keyed by its dot path. */
function problems(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

const contact = {
  firstName: ' Ada ',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '+44 (0)15394 88600',
  message: 'Do you take dogs?',
  loc: 'lake',
};

describe('contact form', () => {
  it('accepts a filled form, trims text, and defaults the opt-in to "false"', () => {
    expect(v.parse(ContactFormSchema, contact)).toEqual({
      ...contact,
      firstName: 'Ada',
      consent: 'false',
    });
  });

  it('requires first name, surname, email, telephone and message, each with its own words', () => {
    const empty = {
      firstName: '  ',
      surname: '',
      email: '',
      telephone: '',
      message: '',
      loc: 'lake',
    };
    // one message per empty field, not a format complaint as well
    expect(v.safeParse(ContactFormSchema, empty).issues).toHaveLength(5);
    expect(problems(ContactFormSchema, empty)).toEqual({
      firstName: 'First name is required',
      surname: 'Surname is required',
      email: 'Email is required',
      telephone: 'Telephone is required',
      message: 'Message is required',
    });
  });

  it('refuses a bad email, a bad phone, an opt-in other than the strings, an unknown location', () => {
    expect(
      problems(ContactFormSchema, {
        ...contact,
        email: 'ada@',
        telephone: 'call me',
        consent: true,
        loc: 'moon',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      telephone: 'Please enter a valid phone number (digits, spaces, +, - and brackets)',
      consent: 'Please answer yes or no',
      loc: 'Unknown location',
    });
  });
});

const booking = {
  firstName: 'Ada',
  surname: 'Lovelace',
  phone: '07700 900123',
  email: 'ada@example.com',
  arrive: today,
  nights: '3',
  numRooms: 1,
  adults: '2',
};

describe('booking enquiry', () => {
  it('reads counts posted as strings or numbers as numbers; optional ones default', () => {
    expect(v.parse(bookingEnquiryFormSchema(rules), booking)).toEqual({
      ...booking,
      nights: 3,
      numRooms: 1,
      adults: 2,
      children: 0,
      babies: 0,
      message: '',
      consent: 'false',
      subject: '',
      mailto: '',
    });
    const withChildren = v.parse(bookingEnquiryFormSchema(rules), {
      ...booking,
      children: '',
      babies: '1',
    });
    expect([withChildren.children, withChildren.babies]).toEqual([0, 1]);
  });

  it('refuses an arrival before today, but takes today', () => {
    expect(problems(bookingEnquiryFormSchema(rules), { ...booking, arrive: '2026-03-09' })).toEqual(
      { arrive: 'Arrival date cannot be in the past' },
    );
    expect(
      problems(bookingEnquiryFormSchema({ today: '2026-03-09' }), {
        ...booking,
        arrive: '2026-03-09',
      }),
    ).toEqual({});
  });

  it('requires the arrival date, nights, rooms and adults', () => {
    expect(
      problems(bookingEnquiryFormSchema(rules), {
        ...booking,
        arrive: '',
        nights: '',
        numRooms: undefined,
        adults: ' ',
      }),
    ).toEqual({
      arrive: 'Arrival date is required',
      nights: 'Nights is required',
      numRooms: 'Number of rooms is required',
      adults: 'Adults is required',
    });
  });

  it('keeps counts whole and in range', () => {
    expect(
      problems(bookingEnquiryFormSchema(rules), {
        ...booking,
        nights: '29',
        numRooms: 0,
        adults: '2.5',
        children: -1,
        babies: 'lots',
        arrive: '2026-02-30',
        mailto: 'not-an-address',
      }),
    ).toEqual({
      nights: 'Nights must be at most 28',
      numRooms: 'Number of rooms must be at least 1',
      adults: 'Adults must be a whole number',
      children: 'Children cannot be negative',
      babies: 'Babies must be a whole number',
      arrive: 'Arrival date must be a date',
      mailto: 'Please enter a valid email address',
    });
  });
});

const competition = {
  first_name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  competition_id: 'spring-2026',
};

describe('competition entry', () => {
  it('needs only names, email and the competition; the rest defaults', () => {
    expect(v.parse(competitionFormSchema(rules), competition)).toEqual({
      ...competition,
      tel: '',
      notes: '',
      machrieConsent: 'false',
      lakeConsent: 'false',
      partner_consent: [],
    });
  });

  it('requires the telephone only when the form asks for it, and checks it when given', () => {
    const asked = competitionFormSchema({ ...rules, telephoneRequired: true });
    expect(problems(asked, competition)).toEqual({ tel: 'Telephone is required' });
    expect(problems(asked, { ...competition, tel: '01234 567890' })).toEqual({});
    expect(problems(competitionFormSchema(rules), { ...competition, tel: 'x' })).toEqual({
      tel: 'Please enter a valid phone number (digits, spaces, +, - and brackets)',
    });
  });

  it('takes partner consents as a list of names', () => {
    const entry = v.parse(competitionFormSchema(rules), {
      ...competition,
      partner_consent: ['Islay Ales', 'Kildalton Tours'],
    });
    expect(entry.partner_consent).toEqual(['Islay Ales', 'Kildalton Tours']);
    expect(
      problems(competitionFormSchema(rules), { ...competition, partner_consent: 'Islay Ales' }),
    ).toHaveProperty('partner_consent');
  });
});

describe('sign-ups', () => {
  it('single list: names, email and a list id are required', () => {
    expect(
      problems(SubscribeFormSchema, {
        firstName: 'A',
        surname: 'B',
        email: 'a@b.co',
        list: 'lake',
      }),
    ).toEqual({});
    expect(
      problems(SubscribeFormSchema, { firstName: '', surname: 'B', email: 'a@b', list: '' }),
    ).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      list: 'Please choose a mailing list',
    });
  });

  it('two lists: both ticked by default; at least one must stay ticked', () => {
    const person = { firstName: 'A', surname: 'B', email: 'a@b.co' };
    expect(v.parse(MultiSubscribeFormSchema, person)).toMatchObject({
      machrieConsent: 'true',
      lakeConsent: 'true',
    });
    expect(problems(MultiSubscribeFormSchema, { ...person, lakeConsent: 'false' })).toEqual({});
    expect(
      problems(MultiSubscribeFormSchema, {
        ...person,
        lakeConsent: 'false',
        machrieConsent: 'false',
      }),
    ).toEqual({ lakeConsent: NO_LIST_CHOSEN });
  });
});

const visit = {
  name: 'Grace Hopper',
  company: 'Navy Ltd',
  phone: '01234 567890',
  email: 'grace@example.com',
  adults: '12',
  preferred_visit: '2026-04-01',
};

describe('site visit', () => {
  it('standard: contact, company, phone, email, guests and a preferred date from today', () => {
    const standard = siteVisitFormSchema({ ...rules, variant: 'standard' });
    expect(v.parse(standard, visit)).toMatchObject({ adults: 12, children: 0, table_setup: '' });
    expect(
      problems(standard, { email: 'grace@example.com', preferred_visit: '2026-03-09' }),
    ).toEqual({
      name: 'Contact name is required',
      company: 'Company name is required',
      phone: 'Phone number is required',
      adults: 'Number of guests is required',
      preferred_visit: 'Preferred date cannot be in the past',
    });
  });

  it('school: children required; school years from younger to older', () => {
    const school = siteVisitFormSchema({ ...rules, variant: 'school' });
    expect(problems(school, { ...visit, company: '' })).toEqual({
      company: 'School name is required',
      children: 'Number of children is required',
    });
    expect(
      problems(school, {
        ...visit,
        children: '30',
        school_year_low: 'Year 6',
        school_year_high: 'Year 3',
      }),
    ).toEqual({ school_year_high: 'The oldest school year must not be younger than the youngest' });
    expect(
      problems(school, {
        ...visit,
        children: 30,
        school_year_low: 'Year 3',
        school_year_high: 'Year 6',
      }),
    ).toEqual({});
    expect(problems(school, { ...visit, children: 30, school_year_low: 'Year 20' })).toEqual({
      school_year_low: 'Youngest school year is not a school year',
    });
  });

  it('dining: times are HH:mm, departure after arrival; table layout one of the two', () => {
    const dining = siteVisitFormSchema({ ...rules, variant: 'dining' });
    expect(
      problems(dining, {
        ...visit,
        dining_arrival_time: '7pm',
        arrival_time: '14:00',
        departure_time: '13:00',
        table_setup: 'Round tables',
        second_choice: '2026-03-01',
      }),
    ).toEqual({
      dining_arrival_time: 'Dining arrival time must be a time such as 14:30',
      departure_time: 'Departure time must be after the arrival time',
      table_setup: 'Please choose a table layout',
      second_choice: 'Second choice date cannot be in the past',
    });
    expect(
      v.parse(dining, { ...visit, dining_arrival_time: '19:00', table_setup: 'Long tables' }),
    ).toMatchObject({ dining_arrival_time: '19:00', table_setup: 'Long tables' });
  });
});

const stay = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '07700 900123',
  email: 'ada@example.com',
  machrie_date: '2026-05-01',
  ballycastle_date: '2026-05-03',
  ferry_date: '2026-05-02',
};

describe('combined stay', () => {
  it('defaults rooms to 1 and adults to 2, children and babies to none', () => {
    expect(v.parse(combinedStayFormSchema(rules), stay)).toMatchObject({
      rooms: '1',
      adults: '2',
      children: '',
      babies: '',
      consent: 'false',
    });
  });

  it('offers rooms 1–4 and 5+, adults 1–9 and 10+, children and babies 1–9 and 10+', () => {
    const schema = combinedStayFormSchema(rules);
    expect(
      problems(schema, { ...stay, rooms: '5+', adults: '10+', children: '9', babies: '10+' }),
    ).toEqual({});
    expect(
      problems(schema, { ...stay, rooms: '5', adults: '0', children: '11', babies: 2 }),
    ).toEqual({
      rooms: 'Rooms must be 1 to 4, or 5+',
      adults: 'Adults must be 1 to 9, or 10+',
      children: 'Children must be 1 to 9, or 10+',
      babies: 'Babies must be 1 to 9, or 10+',
    });
  });

  it('requires names, phone, email and the three dates, none in the past', () => {
    expect(
      problems(combinedStayFormSchema(rules), {
        email: '',
        machrie_date: '2026-03-09',
        consent: 'yes',
      }),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Surname is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      machrie_date: 'Machrie date cannot be in the past',
      ballycastle_date: 'Ballycastle date is required',
      ferry_date: 'Ferry date is required',
      consent: 'Please answer yes or no',
    });
  });
});

describe('post envelopes and endpoints', () => {
  it('wrap every form with its bot-check token; the competition also names its list', () => {
    const posts = formPostSchemas(rules);
    expect(problems(posts.contact, { formData: contact, recaptcha: 'token' })).toEqual({});
    expect(problems(posts.contact, { formData: contact, recaptcha: '' })).toEqual({
      recaptcha: 'The bot check is missing',
    });
    expect(problems(posts.competition, { formData: competition, recaptcha: 't' })).toHaveProperty(
      'mailchimp',
    );
    expect(
      problems(posts.competition, {
        formData: competition,
        mailchimp: { list: 'competitions', tags: ['spring-2026'] },
        recaptcha: 't',
      }),
    ).toEqual({});
    expect(
      problems(posts.booking, { formData: { ...booking, email: 'x' }, recaptcha: 't' }),
    ).toEqual({
      'formData.email': 'Please enter a valid email address',
    });
  });

  it('give every kind its own path and reCAPTCHA action (letters, digits, _ and / only)', () => {
    const paths = FORM_KINDS.map((kind) => FORM_ENDPOINTS[kind].path);
    const actions = FORM_KINDS.map((kind) => FORM_ENDPOINTS[kind].action);
    expect(new Set(paths).size).toBe(7);
    expect(new Set(actions).size).toBe(7);
    for (const action of actions) expect(action).toMatch(/^[A-Za-z0-9_/]+$/);
    expect(FORM_ENDPOINTS.combinedStay.path).toBe('/system/machrie-links-form');
    expect(FORM_ENDPOINTS.subscribe.event).toBe('sign_up');
    expect(FORM_ENDPOINTS.contact.event).toBe('generate_lead');
  });

  it('read a success answer with its subscriptions', () => {
    expect(v.parse(FormAnswerSchema, { success: true, reference: 'F-1' })).toEqual({
      success: true,
      reference: 'F-1',
      subscriptions: [],
    });
    expect(v.safeParse(FormAnswerSchema, { success: false, reference: 'F-1' }).success).toBe(false);
  });
});
