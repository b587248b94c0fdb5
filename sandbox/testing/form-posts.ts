import { FORM_ENDPOINTS, type FormKind } from '../../src/schemas/forms/endpoints';
import { SANDBOX_SITE_KEY } from '../recaptcha/recaptcha-standin';
import type { Visitor } from './test-sandbox';

/** A bot-check token from the reCAPTCHA stand-in, as `grecaptcha.execute` would get it. */
export async function botToken(
  visitor: Visitor,
  action: string,
  extra: { score?: number; siteKey?: string } = {},
): Promise<string> {
  const response = await visitor.post('/sandbox/recaptcha/token', {
    siteKey: extra.siteKey ?? SANDBOX_SITE_KEY,
    action,
    ...(extra.score === undefined ? {} : { score: extra.score }),
  });
  if (!response.ok) throw new Error(`token answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Posts a form the way a form element does: a fresh token for the form's own action. */
export async function sendForm(
  visitor: Visitor,
  kind: FormKind,
  body: Record<string, unknown>,
  token?: string,
): Promise<Response> {
  const recaptcha = token ?? (await botToken(visitor, FORM_ENDPOINTS[kind].action));
  return visitor.post(FORM_ENDPOINTS[kind].path, { ...body, recaptcha });
}

/** A valid body (without token) of every form for a sandbox whose today is 2026-03-10. */
export const VALID_BODIES: Record<FormKind, Record<string, unknown>> = {
  contact: {
    formData: {
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      telephone: '+44 15394 88600',
      message: 'Do you take dogs?',
      consent: 'false',
      loc: 'lake',
    },
  },
  booking: {
    formData: {
      firstName: 'Ada',
      surname: 'Lovelace',
      phone: '07700 900123',
      email: 'ada@example.com',
      arrive: '2026-03-10',
      nights: '2',
      numRooms: '1',
      adults: '2',
      children: '1',
      babies: '',
      message: 'Late arrival',
      consent: 'true',
      subject: 'Booking enquiry',
      mailto: 'reservations@lake.example',
    },
  },
  competition: {
    formData: {
      first_name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      tel: '',
      notes: '',
      machrieConsent: 'false',
      lakeConsent: 'false',
      partner_consent: ['Islay Ales'],
      competition_id: 'spring-2026',
    },
    mailchimp: { list: 'competitions', tags: ['Spring draw'] },
  },
  subscribe: {
    formData: { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com', list: 'lake' },
  },
  multiSubscribe: {
    formData: {
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      machrieConsent: 'true',
      lakeConsent: 'true',
    },
  },
  siteVisit: {
    formData: {
      name: 'Grace Hopper',
      company: 'Arlington School',
      phone: '01234 567890',
      email: 'grace@example.com',
      adults: '4',
      children: '30',
      school_year_low: 'Year 3',
      school_year_high: 'Year 6',
      preferred_visit: '2026-04-01',
      second_choice: '',
      arrival_time: '10:00',
      departure_time: '15:00',
      table_setup: 'Long tables',
      message: '',
      consent: 'false',
      emailto: 'groups@lake.example',
      subject: 'School visit',
    },
  },
  combinedStay: {
    formData: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '07700 900123',
      email: 'ada@example.com',
      machrie_date: '2026-05-01',
      ballycastle_date: '2026-05-03',
      ferry_date: '2026-05-02',
      rooms: '5+',
      adults: '10+',
      children: '',
      babies: '1',
      message: 'Golf for ten',
      consent: 'true',
      emailto: '',
      subject: 'Machrie Links',
    },
  },
};
