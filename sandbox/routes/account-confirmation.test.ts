import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthAnswerSchema, UNCONFIRMED_ERROR_ID } from '../../src/schemas/auth';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CONFIRM_LINK_TTL_MS } from '../account/account-confirmation';
import { RESEND_LIMIT_PER_EMAIL } from '../account/resend-throttle';
import { loginBody, registration } from '../testing/checkout-helpers';
import { confirmAs, confirmBody, confirmLinkFor } from '../testing/confirm-link';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { CONFIRM_LINK_INVALID, UNCONFIRMED_TEXT } from './auth';

let clock = Date.parse('2026-03-14T10:00:00Z');
// The hotel has chosen to ask for the emailed link first (issue 34 item 9; default off).
const sandbox = useTestSandbox({
  nowMs: () => clock,
  publicBaseUrl: 'https://www.hotel.example',
  registrationConfirmation: true,
});
let guests = 0;

const auth = async (response: Response) => v.parse(AuthAnswerSchema, await response.json());
const clearThrottle = () => createVisitor(sandbox.current).post('/sandbox/api/account/throttle');

/** A new address registered by a new visitor with the sample room in the cart. */
async function registered(): Promise<{ visitor: Visitor; email: string }> {
  guests += 1;
  const email = `confirm${guests}@innkit.test`;
  const visitor = createVisitor(sandbox.current);
  await visitor.get('/rs/system');
  await visitor.post('/sandbox/api/cart/sample');
  const answer = await auth(await visitor.post('/rs/register', registration(email)));
  expect(answer.Result.value).toBe('SUCCESS');
  return { visitor, email };
}

const cartOf = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

/** What a registration answers, with the ids (new each time) taken out. */
async function registrationShape(response: Response) {
  const body = (await response.json()) as { Session: Record<string, unknown> };
  const { SessionId, WebFolioId, ...rest } = body.Session;
  expect(typeof SessionId).toBe('string');
  expect(WebFolioId).toBeDefined();
  return { status: response.status, body: { ...body, Session: rest } };
}

describe('registration answers the same for a new and a taken address (item 15)', () => {
  it('same status and body, nobody logged in either way', async () => {
    const fresh = createVisitor(sandbox.current);
    const taken = createVisitor(sandbox.current);
    await fresh.get('/rs/system');
    await taken.get('/rs/system');
    const freshAnswer = await registrationShape(
      await fresh.post('/rs/register', registration('brand-new@innkit.test')),
    );
    const takenAnswer = await registrationShape(
      await taken.post('/rs/register', registration('guest@innkit.test')),
    );
    expect(takenAnswer).toEqual(freshAnswer);
    expect(freshAnswer.status).toBe(200);
    expect(freshAnswer.body).toMatchObject({ Result: { value: 'SUCCESS', Text: '' } });
    expect(freshAnswer.body.Session).toMatchObject({ isLoggedIn: false });
    await clearThrottle();
  });

  it('the owner of a taken address is mailed to log in or reset; no confirm link', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.post('/rs/register', registration('guest@innkit.test'));
    const mail = sandbox.current.repos.account.mail()[0];
    expect(mail).toMatchObject({
      recipient: 'guest@innkit.test',
      subject: 'You already have an account with us',
    });
    expect(mail?.body).toMatch(/someone tried to create an account with your address/);
    expect(mail?.body).toMatch(/log in, or reset your password/);
    expect(mail?.link).not.toMatch(/confirm=|reset=/);
    await clearThrottle();
  });
});

describe('the confirmation link', () => {
  it('is built from the configured public address, whatever the Host header', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.post('/rs/register', registration('hosted@innkit.test'), {
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
    });
    const link = await confirmLinkFor(visitor, 'hosted@innkit.test');
    expect(link.origin).toBe('https://www.hotel.example');
    expect(link.pathname).toBe('/the-lake/book/login-register');
    expect(link.searchParams.get('confirm')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('confirms, logs in the browser that opens it and keeps its cart', async () => {
    const { visitor, email } = await registered();
    const before = await cartOf(visitor);
    expect(before.FolioItems).toHaveLength(1);
    const answer = await auth(await confirmAs(visitor, email));
    expect(answer.Session).toMatchObject({ isLoggedIn: true, FirstName: 'Grace' });
    const after = await cartOf(visitor);
    expect(after.FolioItems.map((i) => i.FolioItemId)).toEqual(
      before.FolioItems.map((i) => i.FolioItemId),
    );
    expect(sandbox.current.repos.customers.findByEmail(email)?.confirmed).toBe(1);
  });

  it('opened in another browser, confirms and logs in with that (empty) cart', async () => {
    const { email, visitor } = await registered();
    const link = await confirmLinkFor(visitor, email);
    const elsewhere = createVisitor(sandbox.current);
    const answer = await auth(
      await elsewhere.post('/rs/confirm-account', await confirmBody(elsewhere, link)),
    );
    expect(answer.Session?.isLoggedIn).toBe(true);
    expect((await cartOf(elsewhere)).FolioItems).toEqual([]);
  });

  it('works once: a second use is refused and logs nobody in', async () => {
    const { visitor, email } = await registered();
    const link = await confirmLinkFor(visitor, email);
    expect((await auth(await confirmAs(visitor, email))).Result.value).toBe('SUCCESS');
    const second = createVisitor(sandbox.current);
    const again = await auth(
      await second.post('/rs/confirm-account', await confirmBody(second, link)),
    );
    expect(again.Result).toEqual({ value: 'FAIL', Text: CONFIRM_LINK_INVALID });
    expect(again.Session).toBeUndefined();
  });

  it('expires after 24 hours', async () => {
    const { visitor, email } = await registered();
    clock += CONFIRM_LINK_TTL_MS + 1;
    try {
      const late = createVisitor(sandbox.current);
      const link = await confirmLinkFor(visitor, email);
      const answer = await auth(
        await late.post('/rs/confirm-account', await confirmBody(late, link)),
      );
      expect(answer.Result).toEqual({ value: 'FAIL', Text: CONFIRM_LINK_INVALID });
      expect(sandbox.current.repos.customers.findByEmail(email)?.confirmed).toBe(0);
    } finally {
      clock -= CONFIRM_LINK_TTL_MS + 1;
    }
  });

  it('is refused for another address than the one it was sent to', async () => {
    const { visitor, email } = await registered();
    const link = await confirmLinkFor(visitor, email);
    link.searchParams.set('email', 'guest@innkit.test');
    const answer = await auth(
      await visitor.post('/rs/confirm-account', await confirmBody(visitor, link)),
    );
    expect(answer.Result.value).toBe('FAIL');
    expect(sandbox.current.repos.customers.findByEmail(email)?.confirmed).toBe(0);
  });

  it('answers 422 naming a missing field', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post('/rs/confirm-account', { EmailAddress: 'a@b.test' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['ConfirmGUID', 'SessionId', 'WebFolioId']),
    );
  });
});

describe('logging in before confirmation', () => {
  it('with the right password says to confirm first; nobody is logged in', async () => {
    const { email } = await registered();
    const visitor = createVisitor(sandbox.current);
    const answer = await auth(
      await visitor.post('/rs/login', await loginBody(visitor, email, 'Compiler1952')),
    );
    expect(answer.Result).toEqual({
      value: 'FAIL',
      Text: UNCONFIRMED_TEXT,
      ErrorId: UNCONFIRMED_ERROR_ID,
    });
    expect(answer.Session).toBeUndefined();
  });

  it('with a wrong password answers exactly as for an address with no account', async () => {
    const { email } = await registered();
    const visitor = createVisitor(sandbox.current);
    const unconfirmed = await visitor.post(
      '/rs/login',
      await loginBody(visitor, email, 'Wrong1Pass'),
    );
    const nobody = await visitor.post(
      '/rs/login',
      await loginBody(visitor, 'nobody-here@innkit.test', 'Wrong1Pass'),
    );
    expect(unconfirmed.status).toBe(nobody.status);
    expect(await unconfirmed.json()).toEqual(await nobody.json());
    await clearThrottle();
  });

  it('a second registration of an unconfirmed address takes the latest password', async () => {
    const { email } = await registered();
    const owner = createVisitor(sandbox.current);
    const second = registration(email);
    second.NewCustomer.Password = 'Mailbox1Owner';
    await owner.post('/rs/register', second);
    await confirmAs(owner, email);
    const first = createVisitor(sandbox.current);
    const stale = await auth(
      await first.post('/rs/login', await loginBody(first, email, 'Compiler1952')),
    );
    expect(stale.Result.value).toBe('FAIL');
    const fresh = await auth(
      await first.post('/rs/login', await loginBody(first, email, 'Mailbox1Owner')),
    );
    expect(fresh.Result.value).toBe('SUCCESS');
    await clearThrottle();
  });
});

describe('POST /rs/resend-confirmation', () => {
  it('mails a new link to an unconfirmed address; the same answer for any address', async () => {
    const { email } = await registered();
    const visitor = createVisitor(sandbox.current);
    const old = await confirmLinkFor(visitor, email);
    const answers = [];
    for (const address of [email, 'guest@innkit.test', 'nobody-at-all@innkit.test']) {
      const response = await visitor.post('/rs/resend-confirmation', { EmailAddress: address });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { Result: { value: 'SUCCESS', Text: '' } } });
    const fresh = await confirmLinkFor(visitor, email);
    expect(fresh.href).not.toBe(old.href);
    expect((await auth(await confirmAs(visitor, email))).Result.value).toBe('SUCCESS');
    await clearThrottle();
  });

  it('is throttled per address (429 with Retry-After)', async () => {
    const { email } = await registered();
    const statuses: number[] = [];
    for (let i = 0; i <= RESEND_LIMIT_PER_EMAIL.max; i += 1) {
      // From a new visitor each time: the address's own limit holds across clients.
      const visitor = createVisitor(sandbox.current);
      const response = await visitor.post('/rs/resend-confirmation', { EmailAddress: email });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(RESEND_LIMIT_PER_EMAIL.max).fill(200), 429]);
    await clearThrottle();
  });
});
