import { expect } from 'chai';
import { registerCustomer } from '../../src/api/account-flows';
import { paymentStatus, sessionFields, setCheckout } from '../../src/api/checkout-api';
import { $session, acceptSession } from '../../src/stores';
import { confirmAccount } from '../../src/stores/engine/confirm-account';
import { sandboxPost, until } from '../../tests/browser/helpers';
import { shadow } from './engine-test-helpers';

/** Helpers for the account screens' browser tests (not a test file itself). */
export const input = (engine: HTMLElement, name: string, scope = 'form') =>
  shadow(engine).querySelector<HTMLInputElement>(`${scope} input[name=${name}]`);

/** Type as a guest would: React listens to `input` and compares with the native value. */
export async function type(engine: HTMLElement, name: string, value: string): Promise<void> {
  const field = await until(() => input(engine, name));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => expect(input(engine, name)!.value).to.equal(value));
}

/** The message shown beside a field, found through its aria-describedby. */
export function fieldError(engine: HTMLElement, name: string): string | null {
  const ids = input(engine, name)?.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (shadow(engine).getElementById(error)?.textContent ?? null) : null;
}

/** A form's submit button, by the form's part. */
export const submitOf = (engine: HTMLElement, part: string) =>
  shadow(engine).querySelector<HTMLButtonElement>(`[part~=${part}] button[type=submit]`)!;

/** The live alert / status text inside a part. */
export const alertIn = (engine: HTMLElement, part: string) =>
  shadow(engine).querySelector(`[part~=${part}] [role=alert]`)?.textContent ?? '';
export const statusIn = (engine: HTMLElement, part: string) =>
  shadow(engine).querySelector(`[part~=${part}] [role=status]`)?.textContent ?? '';

/** How many POSTs to `path` the page has made so far. */
export const callsTo = (path: string) =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length;

/** A fresh address for a new guest. */
export const newEmail = (what: string, domain = 'innkit.test') =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

/** The newest confirmation link the sandbox mailbox holds for `email`. */
export async function confirmLinkFor(email: string): Promise<URL> {
  const mailbox = (await (await fetch('/sandbox/api/mailbox')).json()) as {
    accountMail: { to: string; subject: string; link: string | null }[];
  };
  const mail = mailbox.accountMail.find(
    (m) => m.to === email && m.subject === 'Confirm your email address',
  );
  if (!mail?.link) throw new Error(`no confirmation link was mailed to ${email}`);
  return new URL(mail.link);
}

/**
 * Register a new guest through the client flow, logged in (at once, or by opening the emailed
 * confirmation link when registration waits for it); returns their email.
 */
export async function newLoggedInGuest(
  what: string,
  password = 'Windermere9',
  /** The address's domain: `members.innkit.test` makes a member (sandbox customer audiences). */
  domain?: string,
): Promise<string> {
  const email = newEmail(what, domain);
  const registered = await registerCustomer(
    {
      Name: { Salutation: '', FirstName: 'Grace', LastName: 'Hopper' },
      EmailAddress: email,
      Password: password,
      DateOfBirth: null,
      NoMail: 'Y',
      NoCall: 'Y',
      NoSMS: 'Y',
      Address: [
        {
          type: 'HOME',
          Address1: '1 Lake Road',
          Address2: '',
          City: 'Keswick',
          StateProv: '',
          Country: 'United Kingdom',
          PostCode: 'CA12 5DJ',
        },
      ],
      Phone: [{ type: 'MOBILE', primary: true, PhoneNumber: '017687 72000' }],
    },
    false,
  );
  expect(registered.ok, registered.message).to.equal(true);
  // Logged in at once by default; when the hotel asks for the emailed link, by opening it.
  if (registered.session?.isLoggedIn) {
    await acceptSession(registered.session, Date.now());
    return email;
  }
  const link = await confirmLinkFor(email);
  const confirmed = await confirmAccount({ email, token: link.searchParams.get('confirm')! });
  expect(confirmed.ok).to.equal(true);
  return email;
}

const loaded = (iframe: HTMLIFrameElement) =>
  new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));

/**
 * As the guest does in the hosted card page's frame (cross-origin, so by a plain form post
 * once the page has loaded), then the frame loads the page again and is sent on to the
 * result address, which reports to the framing screen.
 */
export async function completeInFrame(
  iframe: HTMLIFrameElement,
  form: Record<string, string>,
): Promise<void> {
  const src = iframe.src;
  const shown = loaded(iframe);
  iframe.src = `${src}?view=1`;
  await shown;
  await fetch(src, { method: 'POST', mode: 'no-cors', body: new URLSearchParams(form) });
  iframe.src = `${src}?again=1`;
}

/** Any name, a future expiry and three digits: the test cards need nothing else. */
export const CARD_DETAILS = { holder: 'Ada Lovelace', expiry: '12/39', cvc: '123' };

/**
 * Pays the session's cart on the card page with a card that pays (a plain form post, as from
 * its frame); the status call books it.
 */
export async function payCartOnCardPage(): Promise<void> {
  const started = await setCheckout({ ...sessionFields($session.get()), CreateToken: false });
  const card = { action: 'pay', number: '4444333322221111', ...CARD_DETAILS };
  await fetch(started.ForwardURL!, {
    method: 'POST',
    mode: 'no-cors',
    body: new URLSearchParams(card),
  });
  expect((await paymentStatus(started.OrderKey!)).State).to.equal('FINALISED');
}

/** The hotel's registration setting in the sandbox: must a new guest open the emailed link? */
export async function setRegistrationConfirmation(on: boolean): Promise<void> {
  const response = await sandboxPost('/sandbox/api/account/registration-confirmation', { on });
  if (!response.ok) throw new Error(`registration-confirmation answered ${response.status}`);
}
