import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthAnswerSchema } from '../../src/schemas/auth';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { SystemAnswerSchema } from '../../src/schemas/system';
import { SEEDED_GUEST } from '../db/seed-guest';
import { WELCOME_SUBJECT } from '../account/welcome-mail';
import { loginBody, registration } from '../testing/checkout-helpers';
import { confirmAs } from '../testing/confirm-link';
import type { Visitor } from '../testing/test-sandbox';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { DUPLICATE_EMAIL_GUIDANCE } from './auth';

const sandbox = useTestSandbox();
const LOGIN_FAILED = {
  Result: {
    value: 'FAIL',
    Text: 'Not a valid email/password combination, or the account is locked.',
    ErrorId: 1001,
  },
};

async function system(visitor: Visitor) {
  return v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
}

describe('POST /rs/login', () => {
  it('logs in with a new session id and cookie, carrying the cart over', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    await visitor.post('/sandbox/api/cart/sample');
    const sidBefore = visitor.jar.get('ik_sid');

    const response = await visitor.post('/rs/login', {
      EmailAddress: SEEDED_GUEST.email.toUpperCase(),
      Password: SEEDED_GUEST.password,
      SessionId: before.Session.SessionId,
      WebFolioId: before.Session.WebFolioId,
    });
    const answer = v.parse(AuthAnswerSchema, await response.json());
    const after = await system(visitor);
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(answer.Result.value).toBe('SUCCESS');
    expect(answer.Session).toMatchObject({
      isLoggedIn: true,
      FirstName: SEEDED_GUEST.firstName,
      WebFolioId: before.Session.WebFolioId,
    });
    expect(answer.Session?.SessionId).not.toBe(before.Session.SessionId);
    expect(answer.Session?.CustomerGUID).toBeTruthy();
    expect(visitor.jar.get('ik_sid')).not.toBe(sidBefore);
    expect(after.Session.SessionId).toBe(answer.Session?.SessionId);
    expect(after.Session.isLoggedIn).toBe(true);
    expect(cart.FolioBalance).toBe(245);
  });

  it('refuses a wrong password with the catalogue text', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    const response = await visitor.post(
      '/rs/login',
      await loginBody(visitor, SEEDED_GUEST.email, 'Wrong-password-1'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(LOGIN_FAILED);
    expect((await system(visitor)).Session).toMatchObject({
      SessionId: before.Session.SessionId,
      isLoggedIn: false,
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post(
      '/rs/login',
      await loginBody(visitor, 'nobody@innkit.test', SEEDED_GUEST.password),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a body that breaks the schema with 422 and the problems', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post('/rs/login', {
      ...(await loginBody(visitor, 'guest', '')),
    });
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(response.status).toBe(422);
    expect(body.message).toBe('The given data was invalid.');
    expect(body.issues.map((issue) => issue.path)).toEqual(['EmailAddress', 'Password']);
  });

  it('refuses a login without the session fields §7 names (422 naming them), logging nobody in', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    const response = await visitor.post('/rs/login', {
      EmailAddress: SEEDED_GUEST.email,
      Password: SEEDED_GUEST.password,
    });
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(response.status).toBe(422);
    expect(body.issues.map((issue) => issue.path)).toEqual(['SessionId', 'WebFolioId']);
    expect(body.issues[0]?.message).toMatch(/SessionId/);
    expect((await system(visitor)).Session).toMatchObject({
      SessionId: before.Session.SessionId,
      isLoggedIn: false,
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post('/rs/login', '{"EmailAddress":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('POST /rs/register, the hotel asking for the emailed link first', () => {
  beforeEach(() => sandbox.current.repos.settings.setRegistrationConfirmation(true));
  afterEach(() => sandbox.current.repos.settings.setRegistrationConfirmation(false));

  it('creates the account unconfirmed, logs nobody in, and mails a confirmation link', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    const sidBefore = visitor.jar.get('ik_sid');

    const response = await visitor.post('/rs/register', registration('grace@innkit.test'));
    const answer = v.parse(AuthAnswerSchema, await response.json());
    const stored = sandbox.current.repos.customers.findByEmail('grace@innkit.test');

    expect(answer.Result).toEqual({ value: 'SUCCESS', Text: '' });
    expect(answer.Session).toMatchObject({ isLoggedIn: false });
    expect(answer.Session?.SessionId).not.toBe(before.Session.SessionId);
    expect(visitor.jar.get('ik_sid')).not.toBe(sidBefore);
    expect((await system(visitor)).Session.isLoggedIn).toBe(false);
    expect(stored).toMatchObject({ last_name: 'Hopper', no_email: 'N', no_sms: 'Y', confirmed: 0 });
    expect(stored?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(JSON.parse(stored?.address_json ?? '{}')).toMatchObject({ City: 'Whitby' });
    expect(JSON.parse(stored?.phone_json ?? '{}')).toMatchObject({
      PhoneNumber: '+44 (0)1947 000000',
    });
    expect(sandbox.current.repos.account.mail()[0]).toMatchObject({
      recipient: 'grace@innkit.test',
      subject: 'Confirm your email address',
    });

    const confirmed = await confirmAs(visitor, 'grace@innkit.test');
    expect(v.parse(AuthAnswerSchema, await confirmed.json()).Session).toMatchObject({
      isLoggedIn: true,
      FirstName: 'Grace',
      CustomerId: String(stored?.id),
    });
    const again = createVisitor(sandbox.current);
    const login = await again.post(
      '/rs/login',
      await loginBody(again, 'grace@innkit.test', 'Compiler1952'),
    );
    expect(v.parse(AuthAnswerSchema, await login.json()).Result.value).toBe('SUCCESS');
  });

  it('makes no account for a taken address, whatever its case, and mails its owner', async () => {
    const visitor = createVisitor(sandbox.current);
    const count = sandbox.current.repos.customers.count();
    const response = await visitor.post('/rs/register', registration('GUEST@innkit.test'));
    const body = (await response.json()) as { Result: unknown };
    // The same Result as a new registration: the answer does not say the address is taken.
    expect(body.Result).toEqual({ value: 'SUCCESS', Text: '' });
    expect(sandbox.current.repos.customers.count()).toBe(count);
    expect((await system(visitor)).Session.isLoggedIn).toBe(false);
    expect(sandbox.current.repos.account.mail()[0]).toMatchObject({
      recipient: 'guest@innkit.test',
      subject: 'You already have an account with us',
    });
  });
});

describe('POST /rs/register, by default (issue 34 item 9: register → checkout)', () => {
  it('creates the account, logs the guest in with the cart kept, and mails a welcome', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    const sidBefore = visitor.jar.get('ik_sid');
    await visitor.post('/sandbox/api/cart/sample');

    const response = await visitor.post('/rs/register', registration('ada@innkit.test'));
    const answer = v.parse(AuthAnswerSchema, await response.json());
    const stored = sandbox.current.repos.customers.findByEmail('ada@innkit.test');

    expect(answer.Result.value).toBe('SUCCESS');
    expect(answer.Session).toMatchObject({
      isLoggedIn: true,
      FirstName: 'Grace',
      CustomerId: String(stored?.id),
      WebFolioId: before.Session.WebFolioId,
    });
    // A new session id and cookie (no fixation), the same cart.
    expect(answer.Session?.SessionId).not.toBe(before.Session.SessionId);
    expect(visitor.jar.get('ik_sid')).not.toBe(sidBefore);
    expect(stored).toMatchObject({ confirmed: 1 });
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
    expect(cart.FolioItems).toHaveLength(1);
    const mail = sandbox.current.repos.account.mail()[0];
    expect(mail).toMatchObject({ recipient: 'ada@innkit.test', subject: WELCOME_SUBJECT });
    expect(mail?.body).toContain('This was not me');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/the-lake/book/account/reset-password');
    expect(link.searchParams.get('reset')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the welcome's 'this was not me' link lets the mailbox's owner take the account", async () => {
    const squatter = createVisitor(sandbox.current);
    await squatter.post('/rs/register', registration('owner@innkit.test'));
    const link = new URL(sandbox.current.repos.account.mail()[0]?.link ?? '');
    const owner = createVisitor(sandbox.current);
    await system(owner);
    const reset = await owner.post('/rs/reset-password', {
      EmailAddress: link.searchParams.get('email'),
      PasswordGUID: link.searchParams.get('reset'),
      NewPassword: 'Mine1AfterAll',
    });
    expect(((await reset.json()) as { Result: { value: string } }).Result.value).toBe('SUCCESS');
    expect((await system(squatter)).Session.isLoggedIn).toBe(false);
    const login = await owner.post(
      '/rs/login',
      await loginBody(owner, 'owner@innkit.test', 'Mine1AfterAll'),
    );
    expect(v.parse(AuthAnswerSchema, await login.json()).Result.value).toBe('SUCCESS');
  });

  it('refuses a taken address in plain words, logs nobody in, and mails its owner', async () => {
    const visitor = createVisitor(sandbox.current);
    const count = sandbox.current.repos.customers.count();
    const response = await visitor.post('/rs/register', registration('GUEST@innkit.test'));
    const body = v.parse(AuthAnswerSchema, await response.json());
    expect(body.Result).toMatchObject({ value: 'FAIL', Text: DUPLICATE_EMAIL_GUIDANCE });
    expect(sandbox.current.repos.customers.count()).toBe(count);
    expect((await system(visitor)).Session.isLoggedIn).toBe(false);
    expect(sandbox.current.repos.account.mail()[0]).toMatchObject({
      recipient: 'guest@innkit.test',
      subject: 'You already have an account with us',
    });
  });

  it('refuses invalid data with 422 and stores nothing', async () => {
    const visitor = createVisitor(sandbox.current);
    const count = sandbox.current.repos.customers.count();
    const invalid = registration('weak@innkit.test');
    invalid.NewCustomer.Password = 'weak';
    invalid.NewCustomer.Address[0].City = '';

    const response = await visitor.post('/rs/register', invalid);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };

    expect(response.status).toBe(422);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'NewCustomer.Password', message: expect.stringContaining('Minimum 8') },
        { path: 'NewCustomer.Address.0.City', message: 'City is required' },
      ]),
    );
    expect(sandbox.current.repos.customers.count()).toBe(count);
    expect(sandbox.current.repos.customers.findByEmail('weak@innkit.test')).toBeUndefined();
  });
});
