import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { FetchCustomerProfileAnswerSchema } from '../../src/schemas/profile';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { RESET_LINK_TTL_MS } from '../account/password-reset';
import { SEEDED_GUEST } from '../db/seed-guest';
import {
  loginBody,
  logInSeededGuest,
  postAs,
  registerGuest,
  registration,
  rs,
} from '../testing/checkout-helpers';
import type { Visitor } from '../testing/test-sandbox';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../account/credential-change';

let clock = Date.UTC(2026, 0, 5, 10);
const sandbox = useTestSandbox({ nowMs: () => clock });
let guestCount = 0;

const MailSchema = v.object({
  mail: v.array(
    v.object({
      to: v.string(),
      subject: v.string(),
      body: v.string(),
      link: v.nullable(v.string()),
    }),
  ),
});

async function mail(visitor: Visitor) {
  return v.parse(MailSchema, await (await visitor.get('/sandbox/api/account-mail')).json()).mail;
}

async function newGuest(): Promise<{ visitor: Visitor; email: string }> {
  const visitor = createVisitor(sandbox.current);
  guestCount += 1;
  const email = `account${guestCount}@innkit.test`;
  await registerGuest(visitor, email);
  return { visitor, email };
}

async function requestReset(visitor: Visitor, email: string) {
  return visitor.post('/rs/reset-password', {
    EmailAddress: email,
    PasswordGUID: null,
    NewPassword: null,
  });
}

async function resetLink(visitor: Visitor, email: string) {
  await requestReset(visitor, email);
  const link = (await mail(visitor)).find((m) => m.to === email)?.link;
  if (!link) throw new Error('no reset mail');
  const url = new URL(link);
  return {
    reset: url.searchParams.get('reset') ?? '',
    email: url.searchParams.get('email') ?? '',
    url,
  };
}

const check = (visitor: Visitor, email: string, token: string, NewPassword: string | null) =>
  postAs(visitor, ResultAnswerSchema, '/rs/reset-password', {
    EmailAddress: email,
    PasswordGUID: token,
    NewPassword,
  });

describe('password reset', () => {
  it('answers a request the same whether or not the address is registered', async () => {
    const { visitor, email } = await newGuest();
    const known = await requestReset(visitor, email);
    const unknown = await requestReset(visitor, 'nobody-here@innkit.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const sent = await mail(visitor);
    expect(sent.filter((m) => m.to === email && m.subject === 'Reset your password')).toHaveLength(
      1,
    );
    expect(sent.some((m) => m.to === 'nobody-here@innkit.test')).toBe(false);
  });

  it('mails a single-use link whose token is stored only as a hash', async () => {
    const { visitor, email } = await newGuest();
    const link = await resetLink(visitor, email);
    expect(link.url.pathname).toBe('/the-lake/book/account/reset-password');
    expect(link.reset).toMatch(/^[0-9a-f]{64}$/);
    const rows = JSON.stringify(sandbox.current.db.prepare('SELECT * FROM password_resets').all());
    expect(rows).not.toContain(link.reset);
    // The sandbox mailbox page shows the mail with its link, escaped, for the journeys.
    const page = await (await visitor.get('/sandbox/mailbox')).text();
    expect(page).toContain('Account mail');
    expect(page).toContain(`<a href="${link.url.href.replaceAll('&', '&amp;')}">`);

    expect((await check(visitor, email, link.reset, null)).Result.value).toBe('SUCCESS');
    const reset = await check(visitor, email, link.reset, 'NewPassw0rd');
    expect(reset.Result).toMatchObject({
      value: 'SUCCESS',
      Text: 'Your password was reset successfully.',
    });
    const login = await visitor.post('/rs/login', await loginBody(visitor, email, 'NewPassw0rd'));
    expect(((await login.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');

    const reused = await check(visitor, email, link.reset, 'Another1Pass');
    expect(reused.Result.value).toBe('FAIL');
    expect((await check(visitor, email, link.reset, null)).Result.value).toBe('FAIL');
  });

  it('refuses a wrong email, a made-up token, an expired link and a weak password', async () => {
    const { visitor, email } = await newGuest();
    const link = await resetLink(visitor, email);
    expect((await check(visitor, 'other@innkit.test', link.reset, null)).Result.value).toBe('FAIL');
    expect((await check(visitor, email, 'f'.repeat(64), null)).Result.value).toBe('FAIL');
    const weak = await visitor.post('/rs/reset-password', {
      EmailAddress: email,
      PasswordGUID: link.reset,
      NewPassword: 'has space1A',
    });
    expect(weak.status).toBe(422);
    clock += RESET_LINK_TTL_MS + 1000;
    const expired = await check(visitor, email, link.reset, null);
    expect(expired.Result).toMatchObject({
      value: 'FAIL',
      Text: 'This password reset link is not valid or has expired. Please request a new one.',
    });
  });

  it('throttles requests per address with 429', async () => {
    const visitor = createVisitor(sandbox.current);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await requestReset(visitor, 'flood@innkit.test')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    clock += 16 * 60 * 1000;
    expect((await requestReset(visitor, 'flood@innkit.test')).status).toBe(200);
  });

  it('is also the ResetPasswordCustomer method', async () => {
    const { visitor, email } = await newGuest();
    const link = await resetLink(visitor, email);
    const answer = await rs(visitor, ResultAnswerSchema, 'ResetPasswordCustomer', {
      EmailAddress: email,
      PasswordGUID: link.reset,
      NewPassword: null,
    });
    expect(answer.Result.value).toBe('SUCCESS');
  });
});

describe('customer profile', () => {
  it('answers the logged-in customer’s profile, and nobody else’s', async () => {
    const visitor = createVisitor(sandbox.current);
    await logInSeededGuest(visitor);
    const answer = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    expect(answer.Customer).toMatchObject({
      EmailAddress: SEEDED_GUEST.email,
      Name: { FirstName: 'Ada', LastName: 'Lovelace' },
      Address: [{ City: 'Windermere' }],
      OnFileCards: [],
    });
    const other = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile', {
      CustomerId: 1,
    });
    expect(other.Result.value).toBe('FAIL');
    const anonymous = createVisitor(sandbox.current);
    await anonymous.get('/rs/system');
    const none = await rs(anonymous, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    expect(none.Result.value).toBe('FAIL');
  });

  it('updates the profile, refusing another account’s email', async () => {
    const { visitor, email } = await newGuest();
    const { Password: _, ...customer } = registration(email).NewCustomer;
    const changed = { ...customer, Name: { ...customer.Name, FirstName: 'Amazing' }, NoEmail: 'Y' };
    const updated = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', {
      Customer: changed,
    });
    expect(updated.Result.value).toBe('SUCCESS');
    const after = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    expect(after.Customer).toMatchObject({ Name: { FirstName: 'Amazing' }, NoEmail: 'Y' });
    const taken = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', {
      Customer: { ...changed, EmailAddress: SEEDED_GUEST.email, CurrentPassword: 'Compiler1952' },
    });
    expect(taken.Result).toMatchObject({
      value: 'FAIL',
      Text: 'An account with this email address already exists.',
    });
    const invalid = await visitor.post('/rs/request', {
      method: 'UpdateCustomerProfile',
      data: { Customer: { ...changed, Address: [{ ...changed.Address[0], City: '' }] } },
    });
    expect(invalid.status).toBe(422);
  });

  it('changes the password, with the current one only', async () => {
    const { visitor, email } = await newGuest();
    const without = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', {
      Customer: { Password: 'Changed1Password' },
    });
    expect(without.Result).toEqual({ value: 'FAIL', Text: CURRENT_PASSWORD_REQUIRED });
    const wrong = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', {
      Customer: { Password: 'Changed1Password', CurrentPassword: 'Wrong1Password' },
    });
    expect(wrong.Result).toEqual({ value: 'FAIL', Text: CURRENT_PASSWORD_WRONG });
    const changed = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', {
      Customer: { Password: 'Changed1Password', CurrentPassword: 'Compiler1952' },
    });
    expect(changed.Result.value).toBe('SUCCESS');
    const login = await visitor.post(
      '/rs/login',
      await loginBody(visitor, email, 'Changed1Password'),
    );
    expect(((await login.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');
  });
});

describe('POST /rs/get-my-bookings', () => {
  it('asks a guest who is not logged in to log in', async () => {
    const visitor = createVisitor(sandbox.current);
    const answer = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    expect(answer.Result).toMatchObject({
      value: 'FAIL',
      Text: 'Please log in to view your upcoming bookings.',
    });
  });

  it('answers empty lists for a guest with no bookings', async () => {
    const { visitor } = await newGuest();
    const answer = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    expect(answer).toMatchObject({ Stays: {}, Treatments: [], Active: [], Dining: [] });
  });
});
