import * as v from 'valibot';
import type { RegisterRequest } from '../../src/schemas/auth';
import { SANDBOX_PROXY_KEYS } from '../../src/schemas/wire-fields';
import { SEEDED_GUEST } from '../db/seed-guest';
import { confirmAs } from './confirm-link';
import type { Visitor } from './test-sandbox';

/** Test cards of the hosted payment page. */
export const CARDS = {
  success: '4444 3333 2222 1111',
  refused: '4000 0000 0000 0002',
  error: '4000 0000 0000 0119',
} as const;

const PROXY_KEYS = {
  PreShareKey: SANDBOX_PROXY_KEYS.PreShareKey,
  SourceSysId: SANDBOX_PROXY_KEYS.SourceSysId,
};

/**
 * The fields booking-engine.md §7 names for a method that a test leaves out, as the engine
 * sends them (tests of something else need not spell them out; the contract's own tests post
 * without them, through `visitor.post`).
 */
async function contractDefaults(visitor: Visitor, method: string) {
  const session = () => sessionFieldsOf(visitor);
  switch (method) {
    case 'SetCheckout':
      return session();
    case 'UpdateSession':
      return { ...(await session()), CustomerId: null, CustomerGUID: null };
    case 'DoCheckout':
      return { ...(await session()), StoreCard: false, status: 'success' };
    case 'FetchCustomerProfile':
      return {
        CustomerId: null,
        CustomerGUID: null,
        GroupCustomerId: SANDBOX_PROXY_KEYS.GroupCustomerId,
        ...PROXY_KEYS,
      };
    case 'UpdateCustomerProfile':
      return { ...PROXY_KEYS, RemoveOnFileCard: null, Customer: null, ContactLogs: [] };
    default:
      return {};
  }
}

/** A method's data with the fields §7 names filled as the engine fills them (`mac2` as `mac`). */
export async function withContractFields(
  visitor: Visitor,
  method: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { mac2, ...rest } = data;
  return {
    ...(await contractDefaults(visitor, method)),
    ...rest,
    ...(mac2 === undefined ? {} : { mac: mac2 }),
  };
}

/**
 * POST `/rs/request` and answer its JSON, read with the schema the widgets use. Fields §7
 * names that `data` leaves out are filled as the engine fills them (`contractDefaults`), and a
 * page result's `mac2` travels as `mac`, as the engine relays it.
 */
export async function rs<S extends v.GenericSchema>(
  visitor: Visitor,
  schema: S,
  method: string,
  data: Record<string, unknown> = {},
): Promise<v.InferOutput<S>> {
  const response = await visitor.post('/rs/request', {
    method,
    data: await withContractFields(visitor, method, data),
  });
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
  const response = await visitor.post(
    '/rs/login',
    await loginBody(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password),
  );
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

/**
 * Registers `email`: the visitor is logged in, at once (the hotel's default) or by opening
 * the emailed confirmation link (when registration waits for it).
 */
export async function registerGuest(visitor: Visitor, email: string): Promise<void> {
  await visitor.get('/rs/system');
  const answer = (await (await visitor.post('/rs/register', registration(email))).json()) as {
    Result: { value: string };
    Session: { isLoggedIn: boolean };
  };
  if (answer.Result.value !== 'SUCCESS') throw new Error(`register failed: ${email}`);
  if (answer.Session.isLoggedIn) return;
  const confirmed = (await (await confirmAs(visitor, email)).json()) as {
    Result: { value: string };
  };
  if (confirmed.Result.value !== 'SUCCESS') throw new Error(`confirm failed: ${email}`);
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

/** The gateway's fields as the payment page reports them (mac2). */
export type PageFields = Awaited<ReturnType<typeof pay>>;

/** The session fields §7 names, from the visitor's `/rs/system` (starting a session if none). */
export async function sessionFieldsOf(
  visitor: Visitor,
): Promise<{ SessionId: string; WebFolioId: string }> {
  const system = (await (await visitor.get('/rs/system')).json()) as {
    Session: { SessionId: string; WebFolioId: string | number };
  };
  return { SessionId: system.Session.SessionId, WebFolioId: String(system.Session.WebFolioId) };
}

/** `/rs/login`'s body as §7 names it: the credentials and the visitor's session fields. */
export async function loginBody(visitor: Visitor, EmailAddress: string, Password: string) {
  return { EmailAddress, Password, ...(await sessionFieldsOf(visitor)) };
}

/** The visitor's cart as `/rs/checkout` and `/rs/reserve` send it (§7). */
export async function cartEchoOf(visitor: Visitor) {
  const cart = (await (await visitor.get('/rs/get-webfolios')).json()) as {
    FolioBalance?: number | string;
    FolioItems?: { Category: string; FolioId: string; FolioItemId: string; Amount: number }[];
  };
  const FolioItems = (cart.FolioItems ?? []).map(({ Category, FolioId, FolioItemId, Amount }) => ({
    Category,
    FolioId,
    FolioItemId,
    Amount,
  }));
  return { FolioBalance: Number(cart.FolioBalance ?? 0), FolioItems };
}

/** The wire's gateway fields (§7: `mac`, `status`) from the page's result (`mac2`). */
export const wireFields = (page: object, status = 'success') => {
  const { mac2, ...fields } = page as Partial<PageFields>;
  return { ...fields, status, mac: mac2 };
};

/** `/rs/checkout`'s body as §7 names it: the visitor's cart and balance, the gateway's fields. */
export async function checkoutBody(visitor: Visitor, fields: object, StoreCard = false) {
  const cart = await cartEchoOf(visitor);
  return {
    cart,
    balance: cart.FolioBalance,
    checkout: { ...wireFields(fields), StoreCard },
  };
}

/** `/rs/reserve`'s body as §7 names it: the visitor's cart and balance. */
export async function reserveBody(visitor: Visitor) {
  const cart = await cartEchoOf(visitor);
  return { cart, balance: cart.FolioBalance };
}

/**
 * `/rs/get-rates`' body as the engine sends it (§7): the fields a test leaves out filled as
 * the engine fills them (no children or babies, English, the lake, no promo, the visitor's
 * web folio).
 */
export async function getRatesBody(visitor: Visitor, body: Record<string, unknown>) {
  return {
    Children: 0,
    Youth: 0,
    Infants: 0,
    WebFolioId: (await sessionFieldsOf(visitor)).WebFolioId,
    Language: 'en',
    Venue: 'lake',
    PromoCode: '',
    ...body,
  };
}

/**
 * `/rs/book-pms`' body as the engine sends it (§7): the visitor's session fields, and no room
 * number, customer, children, babies or group code unless the test says so.
 */
export async function bookPmsBody(visitor: Visitor, body: Record<string, unknown>) {
  // Asking /rs/system would start a new session: a body naming its session keeps that one.
  const session = 'SessionId' in body ? {} : await sessionFieldsOf(visitor);
  return {
    ...session,
    RoomNumber: null,
    CustomerId: null,
    Children: 0,
    Youth: 0,
    Infants: 0,
    GroupCode: null,
    ...body,
  };
}
