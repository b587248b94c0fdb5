import { describe, expect } from 'vitest';
import { PASSWORD_BREACHED, PASSWORD_MAX_LENGTH } from '../../src/domain/account/password';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { loginBody, registration } from '../../sandbox/testing/checkout-helpers';
import { createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { json, lastMailTo, logIn, newGuest, rsCall, visitorFrom } from './support';

type Sandbox = { readonly current: RunningSandbox };
type ResultOnly = { Result: { value: string; Text: string } };

let n = 0;
const fresh = (tag: string) => `${tag}-${(n += 1)}-${Date.now()}@security.test`;
const at128 = 'Aa1'.padEnd(PASSWORD_MAX_LENGTH, 'x');
const PASSPHRASE = 'otters drift past the boathouse at dusk';

/** Registers `email` with `password` from its own address; the status and the Result. */
async function register(sandbox: RunningSandbox, email: string, password: string, from: number) {
  const visitor = visitorFrom(sandbox, from);
  await visitor.get('/rs/system');
  const body = registration(email);
  body.NewCustomer.Password = password;
  const response = await visitor.post('/rs/register', body);
  const answer = response.status === 200 ? await json<ResultOnly>(response) : null;
  return { status: response.status, result: answer?.Result };
}

async function resetWith(sandbox: RunningSandbox, email: string, password: string) {
  const visitor = visitorFrom(sandbox, 79);
  await visitor.get('/rs/system');
  await visitor.post('/rs/reset-password', {
    EmailAddress: email,
    PasswordGUID: null,
    NewPassword: null,
  });
  const token = new URL(lastMailTo(sandbox, email)?.link ?? '').searchParams.get('reset');
  const response = await visitor.post('/rs/reset-password', {
    EmailAddress: email,
    PasswordGUID: token,
    NewPassword: password,
  });
  const answer = response.status === 200 ? await json<ResultOnly>(response) : null;
  return { status: response.status, result: answer?.Result, token };
}

/** Issue 34 item 7: one maximum, passphrases, and no common breached password. */
export function passwordCases(sandbox: Sandbox): void {
  describe('one password maximum for register, reset, change and login (issue 34 item 7)', () => {
    for (const length of [PASSWORD_MAX_LENGTH + 1, 1_000, 100_003]) {
      attack(`a ${length}-character password makes no account`, async () => {
        const email = fresh('long');
        const { status } = await register(sandbox.current, email, 'Aa1'.padEnd(length, 'x'), 71);
        expect([413, 422]).toContain(status);
        expect(sandbox.current.repos.customers.findByEmail(email)).toBeUndefined();
      });
    }

    attack('a password of exactly the maximum registers and logs in', async () => {
      const email = fresh('max');
      const { result } = await register(sandbox.current, email, at128, 72);
      expect(result?.value).toBe('SUCCESS');
      expect((await logIn(createVisitor(sandbox.current), email, at128)).value).toBe('SUCCESS');
    });

    attack('a login with a password over the maximum is refused, never a 500', async () => {
      const visitor = createVisitor(sandbox.current);
      const body = await loginBody(visitor, fresh('nobody'), 'Aa1'.padEnd(129, 'x'));
      expect((await visitor.post('/rs/login', body)).status).toBe(422);
    });

    attack('a reset to a password over the maximum is refused, the link kept', async () => {
      const { email } = await newGuest(sandbox.current);
      const tooLong = await resetWith(sandbox.current, email, 'Aa1'.padEnd(129, 'x'));
      expect(tooLong.status).toBe(422);
      const visitor = visitorFrom(sandbox.current, 79);
      const check = await json<ResultOnly>(
        await visitor.post('/rs/reset-password', {
          EmailAddress: email,
          PasswordGUID: tooLong.token,
          NewPassword: null,
        }),
      );
      expect(check.Result.value).toBe('SUCCESS');
    });

    attack('a change to a password over the maximum is refused', async () => {
      const { visitor, password } = await newGuest(sandbox.current);
      const response = await rsCall(visitor, 'UpdateCustomerProfile', {
        Customer: { Password: 'Aa1'.padEnd(129, 'x'), CurrentPassword: password },
      });
      expect(response.status).toBe(422);
    });
  });

  describe('long passphrases are welcome (issue 34 item 7)', () => {
    attack('a 39-character passphrase with spaces registers and logs in', async () => {
      const email = fresh('phrase');
      const { result } = await register(sandbox.current, email, PASSPHRASE, 73);
      expect(result?.value).toBe('SUCCESS');
      expect((await logIn(createVisitor(sandbox.current), email, PASSPHRASE)).value).toBe(
        'SUCCESS',
      );
    });

    attack('a reset and a change take a passphrase too', async () => {
      const { visitor, email, password } = await newGuest(sandbox.current);
      const changed = await json<ResultOnly>(
        await rsCall(visitor, 'UpdateCustomerProfile', {
          Customer: { Password: 'twenty eight characters long', CurrentPassword: password },
        }),
      );
      expect(changed.Result.value).toBe('SUCCESS');
      expect((await resetWith(sandbox.current, email, PASSPHRASE)).result?.value).toBe('SUCCESS');
      expect((await logIn(createVisitor(sandbox.current), email, PASSPHRASE)).value).toBe(
        'SUCCESS',
      );
    });

    attack('fourteen lower-case letters are still held to the rule', async () => {
      const { status } = await register(sandbox.current, fresh('short'), 'fourteenletter', 74);
      expect(status).toBe(422);
    });
  });

  describe('the most common breached passwords are refused (issue 34 item 7)', () => {
    const breached = [
      'Password1',
      'PassWord123',
      'Qwerty123',
      'Welcome1',
      'P@ssw0rd',
      'Summer2025',
    ];
    breached.push('passwordpassword', 'correct horse battery staple');
    breached.forEach((password, i) => {
      attack(`registering with ${JSON.stringify(password)} is refused in plain words`, async () => {
        const email = fresh('breached');
        const { result } = await register(sandbox.current, email, password, 80 + i);
        expect(result).toMatchObject({ value: 'FAIL', Text: PASSWORD_BREACHED });
        expect(sandbox.current.repos.customers.findByEmail(email)).toBeUndefined();
      });
    });

    attack('a reset to a breached password is refused and the link not spent', async () => {
      const { email, password } = await newGuest(sandbox.current);
      const refused = await resetWith(sandbox.current, email, 'Password1');
      expect(refused.result).toMatchObject({ value: 'FAIL', Text: PASSWORD_BREACHED });
      expect((await logIn(createVisitor(sandbox.current), email, password)).value).toBe('SUCCESS');
    });

    attack('a change to a breached password is refused; the old one still works', async () => {
      const { visitor, email, password } = await newGuest(sandbox.current);
      const answer = await json<ResultOnly>(
        await rsCall(visitor, 'UpdateCustomerProfile', {
          Customer: { Password: 'Qwerty123', CurrentPassword: password },
        }),
      );
      expect(answer.Result).toMatchObject({ value: 'FAIL', Text: PASSWORD_BREACHED });
      expect((await logIn(createVisitor(sandbox.current), email, password)).value).toBe('SUCCESS');
    });
  });
}
