import { describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../db/seed-guest';
import { loginBody, registerGuest } from '../testing/checkout-helpers';
import type { Visitor } from '../testing/test-sandbox';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { LOGIN_LIMIT_PER_CLIENT, TOO_MANY_ATTEMPTS } from './account-throttle';

let clock = Date.UTC(2026, 0, 5, 10);
const sandbox = useTestSandbox({ nowMs: () => clock });
const MINUTE = 60_000;

async function logIn(visitor: Visitor, EmailAddress: string, Password: string) {
  const response = await visitor.post(
    '/rs/login',
    await loginBody(visitor, EmailAddress, Password),
  );
  const body = (await response.json()) as { Result?: { value: string }; message?: string };
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body };
}

async function fresh(): Promise<Visitor> {
  await createVisitor(sandbox.current).post('/sandbox/api/account/throttle');
  const visitor = createVisitor(sandbox.current);
  await visitor.get('/rs/system');
  return visitor;
}

// Each failed login spends a password hash: on a busy machine that takes its time.
describe('login throttling', { timeout: 60_000 }, () => {
  it('refuses an address with 429 and Retry-After after 5 failures, the right password too', async () => {
    const visitor = await fresh();
    for (let i = 0; i < 5; i += 1) {
      const failed = await logIn(visitor, SEEDED_GUEST.email, `Wrong-${i}-Passw0rd`);
      expect(failed.status).toBe(200);
      expect(failed.body.Result?.value).toBe('FAIL');
      clock += MINUTE;
    }
    const refused = await logIn(visitor, SEEDED_GUEST.email.toUpperCase(), SEEDED_GUEST.password);
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } });
    // The first failure leaves the 15-minute window 10 minutes from now.
    expect(refused.retryAfter).toBe(String(10 * 60));
    // Refused attempts are not counted: once the oldest failure leaves the window, one more.
    clock += 10 * MINUTE;
    const again = await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
    expect(again).toMatchObject({ status: 200, body: { Result: { value: 'SUCCESS' } } });
  });

  it('holds its limit when the guesses come all at once', async () => {
    const visitor = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => logIn(visitor, SEEDED_GUEST.email, `Wrong-${i}-Pass`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('counts only failures: a guest may log in as often as they like', async () => {
    const visitor = await fresh();
    for (let i = 0; i < 8; i += 1) {
      const ok = await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      expect(ok.body.Result?.value).toBe('SUCCESS');
    }
  });

  it('refuses a client that tries many addresses', async () => {
    const visitor = await fresh();
    for (let i = 0; i < LOGIN_LIMIT_PER_CLIENT.max; i += 1) {
      expect((await logIn(visitor, `nobody${i}@innkit.test`, 'Guess1234')).status).toBe(200);
    }
    const refused = await logIn(visitor, 'someone-new@innkit.test', 'Guess1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('the sandbox control starts the counts afresh', async () => {
    const visitor = await fresh();
    for (let i = 0; i < 5; i += 1) await logIn(visitor, 'locked@innkit.test', 'Guess1234');
    expect((await logIn(visitor, 'locked@innkit.test', 'Guess1234')).status).toBe(429);
    await visitor.post('/sandbox/api/account/throttle');
    expect((await logIn(visitor, 'locked@innkit.test', 'Guess1234')).status).toBe(200);
  });
});

describe('password reset throttling', () => {
  it('answers 429 with the seconds left in Retry-After, on both reset routes', async () => {
    const visitor = await fresh();
    await registerGuest(visitor, 'resetter@innkit.test');
    const ask = () =>
      visitor.post('/rs/reset-password', {
        EmailAddress: 'resetter@innkit.test',
        PasswordGUID: null,
        NewPassword: null,
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(200);
    clock += 5 * MINUTE;
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(10 * 60));

    const check = { EmailAddress: 'resetter@innkit.test', PasswordGUID: 'f'.repeat(64) };
    for (let i = 0; i < 5; i += 1) {
      const answer = await visitor.post('/rs/request', {
        method: 'ResetPasswordCustomer',
        data: { ...check, NewPassword: null },
      });
      expect(answer.status).toBe(200);
    }
    const checks = await visitor.post('/rs/reset-password', { ...check, NewPassword: null });
    expect(checks.status).toBe(429);
    expect(checks.headers.get('Retry-After')).toBe(String(15 * 60));
  });
});
