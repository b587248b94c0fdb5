import * as v from 'valibot';
import type { RegisterRequest } from '../../src/schemas/auth';
import { SEEDED_GUEST } from '../db/seed-guest';
import type { Visitor } from './test-sandbox';

/** Test cards of the hosted payment page. */
export const CARDS = {
  success: '4444 3333 2222 1111',
  refused: '4000 0000 0000 0002',
  error: '4000 0000 0000 0119',
} as const;

/** POST `/rs/request` and answer its JSON, read with the schema the widgets use. */
export async function rs<S extends v.GenericSchema>(
  visitor: Visitor,
  schema: S,
  method: string,
  data: unknown = {},
): Promise<v.InferOutput<S>> {
  const response = await visitor.post('/rs/request', { method, data });
  return v.parse(schema, await response.json());
}

/** POST a path and read the answer with a schema. */
export async function postAs<S extends v.GenericSchema>(
  visitor: Visitor,
  schema: S,
  path: string,
  body: unknown = {},
): Promise<v.InferOutput<S>> {
  const response = await visitor.post(path, body);
  return v.parse(schema, await response.json());
}

export async function logInSeededGuest(visitor: Visitor): Promise<void> {
  await visitor.get('/rs/system');
  const response = await visitor.post('/rs/login', {
    EmailAddress: SEEDED_GUEST.email,
    Password: SEEDED_GUEST.password,
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
}

export function registration(email: string, city = 'Whitby'): RegisterRequest {
  return {
    NewCustomer: {
      Name: { Salutation: '', FirstName: 'Grace', LastName: 'Hopper' },
      EmailAddress: email,
      Password: 'Compiler1952',
      DateOfBirth: null,
      NoEmail: 'N',
      NoMail: 'Y',
      NoCall: 'Y',
      NoSMS: 'Y',
      Address: [
        {
          type: 'HOME',
          Address1: '2 Harbour Street',
          Address2: '',
          City: city,
          StateProv: '',
          Country: 'United Kingdom',
          PostCode: 'YO21 3PP',
        },
      ],
      Phone: [{ type: 'MOBILE', primary: true, PhoneNumber: '+44 (0)1947 000000' }],
    },
    ContactLogs: [],
  };
}

export async function registerGuest(visitor: Visitor, email: string): Promise<void> {
  await visitor.get('/rs/system');
  const answer = (await (await visitor.post('/rs/register', registration(email))).json()) as {
    Result: { value: string };
  };
  if (answer.Result.value !== 'SUCCESS') throw new Error(`register failed: ${email}`);
}

export interface PageOutcome {
  status: number;
  /** The result address the page sent the frame to (main origin), if it redirected. */
  location: URL | null;
  fields: Record<string, string>;
  html: string;
}

/** Submits the hosted payment page as a browser would (form post), without following. */
export async function submitPaymentPage(
  forwardUrl: string,
  form: {
    action: 'pay' | 'cancel';
    number?: string;
    holder?: string;
    expiry?: string;
    cvc?: string;
  },
): Promise<PageOutcome> {
  const body = new URLSearchParams({
    action: form.action,
    holder: form.holder ?? 'Ada Lovelace',
    number: form.number ?? '',
    expiry: form.expiry ?? '12/39',
    cvc: form.cvc ?? '123',
  });
  const response = await fetch(forwardUrl, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const header = response.headers.get('Location');
  const location = header ? new URL(header, forwardUrl) : null;
  return {
    status: response.status,
    location,
    fields: Object.fromEntries(location?.searchParams ?? []),
    html: await response.text(),
  };
}

/** Pays on the page with a test card and answers the gateway's fields. */
export async function pay(forwardUrl: string, number: string = CARDS.success) {
  const outcome = await submitPaymentPage(forwardUrl, { action: 'pay', number });
  if (!outcome.location) throw new Error(`the payment page did not redirect (${outcome.status})`);
  return outcome.fields as {
    orderKey: string;
    paymentStatus: string;
    paymentAmount: string;
    paymentCurrency: string;
    mac2: string;
  };
}
