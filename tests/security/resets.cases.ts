import { beforeEach, describe, expect } from 'vitest';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { registration } from '../../sandbox/testing/checkout-helpers';
import { sourceFetch } from '../../sandbox/testing/source-fetch';
import { createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import {
  SEEDED_GUEST,
  confirmRegistrations,
  isLoggedIn,
  json,
  lastMailTo,
  logIn,
  newGuest,
  visitorFrom,
} from './support';

type Sandbox = { readonly current: RunningSandbox };
type ResultOnly = { Result: { value: string; Text: string } };

const clearThrottle = (sandbox: Sandbox) =>
  createVisitor(sandbox.current).post('/sandbox/api/account/throttle');

/** Asks for a reset of `email` with extra (forged) headers; answers the mailed link. */
async function resetLinkWith(sandbox: RunningSandbox, email: string, headers: HeadersInit) {
  const visitor = createVisitor(sandbox, sourceFetch('127.0.0.31'));
  await visitor.get('/sandbox/api/system-state');
  const response = await visitor.post(
    '/rs/reset-password',
    { EmailAddress: email, PasswordGUID: null, NewPassword: null },
    { headers },
  );
  expect(response.status).toBe(200);
  return new URL(lastMailTo(sandbox, email)?.link ?? 'about:blank');
}

/** Items 12 and 16 (and 8's reset): reset links, lock-outs, sessions after a reset. */
export function resetCases(sandbox: Sandbox, served: Sandbox): void {
  describe('reset links come from the configured address only (item 12)', () => {
    const forged: [string, HeadersInit][] = [
      ['Host: attacker.example', { Host: 'attacker.example' }],
      ['Host with a port', { Host: 'attacker.example:8443' }],
      ['X-Forwarded-Host', { 'X-Forwarded-Host': 'attacker.example' }],
      ['X-Forwarded-Proto and -Host', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'a.ex' }],
      ['Forwarded', { Forwarded: 'host=attacker.example;proto=https' }],
      ['X-Original-URL', { 'X-Original-URL': 'https://attacker.example/' }],
    ];
    for (const [name, headers] of forged) {
      attack(`a reset requested with ${name} mails the sandbox's own address`, async () => {
        const link = await resetLinkWith(sandbox.current, SEEDED_GUEST.email, headers);
        expect(link.origin).toBe(new URL(sandbox.current.url).origin);
        await clearThrottle(sandbox);
      });
    }

    for (const [name, headers] of forged) {
      attack(`a served sandbox mails its PUBLIC_BASE_URL, whatever the ${name}`, async () => {
        const link = await resetLinkWith(served.current, SEEDED_GUEST.email, headers);
        expect(link.origin).toBe('https://www.hotel.example');
        expect(link.pathname).toBe('/the-lake/book/account/reset-password');
        await createVisitor(served.current).post('/sandbox/api/account/throttle');
      });
    }
  });

  describe('confirmation links come from the configured address only (items 12, 15)', () => {
    beforeEach(() => confirmRegistrations(served.current));
    const forgedHosts: [string, Record<string, string>][] = [
      ['Host: attacker.example', { Host: 'attacker.example' }],
      ['X-Forwarded-Host', { 'X-Forwarded-Host': 'attacker.example' }],
      ['Forwarded', { Forwarded: 'host=attacker.example;proto=https' }],
    ];
    for (const [name, headers] of forgedHosts) {
      attack(
        `a served sandbox mails its PUBLIC_BASE_URL in a confirm link, whatever the ${name}`,
        async () => {
          const email = `hosted-${Date.now()}-${Math.random().toString(36).slice(2)}@security.test`;
          const visitor = createVisitor(served.current, sourceFetch('127.0.0.32'));
          await visitor.get('/sandbox/api/system-state');
          const response = await visitor.post('/rs/register', registration(email), { headers });
          expect(response.status).toBe(200);
          const mail = served.current.repos.account.mail().find((m) => m.recipient === email);
          const link = new URL(mail?.link ?? '');
          expect(link.origin).toBe('https://www.hotel.example');
          expect(link.pathname).toBe('/the-lake/book/login-register');
          expect(link.searchParams.get('confirm')).toMatch(/^[0-9a-f]{64}$/);
        },
        // The served sandbox hashes at the real cost: seconds on a busy machine.
        60_000,
      );
    }
  });

  describe('the attempt source is locked, not the owner (item 16)', () => {
    attack('five wrong passwords from one source leave the owner free elsewhere', async () => {
      await clearThrottle(sandbox);
      const attacker = visitorFrom(sandbox.current, 41);
      for (let i = 0; i < 5; i += 1) {
        expect((await logIn(attacker, SEEDED_GUEST.email, `Wrong${i}Guess`)).value).toBe('FAIL');
      }
      const owner = visitorFrom(sandbox.current, 42);
      expect((await logIn(owner, SEEDED_GUEST.email, SEEDED_GUEST.password)).value).toBe('SUCCESS');
    });

    attack('the source that guessed is refused (429), even with the right password', async () => {
      await clearThrottle(sandbox);
      const attacker = visitorFrom(sandbox.current, 43);
      for (let i = 0; i < 5; i += 1) await logIn(attacker, SEEDED_GUEST.email, `Wrong${i}Guess`);
      const refused = await logIn(attacker, SEEDED_GUEST.email, SEEDED_GUEST.password);
      expect(refused.status).toBe(429);
    });

    attack('bogus checks of a reset link do not spend the owner’s valid link', async () => {
      await clearThrottle(sandbox);
      const { email } = await newGuest(sandbox.current);
      const owner = visitorFrom(sandbox.current, 44);
      await owner.post('/rs/reset-password', {
        EmailAddress: email,
        PasswordGUID: null,
        NewPassword: null,
      });
      const token = new URL(lastMailTo(sandbox.current, email)?.link ?? '').searchParams.get(
        'reset',
      );
      const attacker = visitorFrom(sandbox.current, 45);
      for (let i = 0; i < 6; i += 1) {
        await attacker.post('/rs/reset-password', {
          EmailAddress: email,
          PasswordGUID: `bogus-${i}`,
          NewPassword: null,
        });
      }
      const check = await json<ResultOnly>(
        await owner.post('/rs/reset-password', {
          EmailAddress: email,
          PasswordGUID: token,
          NewPassword: null,
        }),
      );
      expect(check.Result.value).toBe('SUCCESS');
    });

    attack('the source of bogus reset checks is refused (429)', async () => {
      await clearThrottle(sandbox);
      const attacker = visitorFrom(sandbox.current, 46);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await attacker.post('/rs/reset-password', {
          EmailAddress: SEEDED_GUEST.email,
          PasswordGUID: `bogus-${i}`,
          NewPassword: null,
        });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
      await clearThrottle(sandbox);
    });
  });

  describe('a reset ends the sessions that were open (item 8)', () => {
    attack('a session logged in before a reset is logged out by it', async () => {
      const { visitor, email } = await newGuest(sandbox.current);
      const thief = createVisitor(sandbox.current);
      expect((await logIn(thief, email, 'Compiler1952')).value).toBe('SUCCESS');
      await visitor.post('/rs/reset-password', {
        EmailAddress: email,
        PasswordGUID: null,
        NewPassword: null,
      });
      const token = new URL(lastMailTo(sandbox.current, email)?.link ?? '').searchParams.get(
        'reset',
      );
      const reset = await json<ResultOnly>(
        await visitor.post('/rs/reset-password', {
          EmailAddress: email,
          PasswordGUID: token,
          NewPassword: 'Brand1NewPass',
        }),
      );
      expect(reset.Result.value).toBe('SUCCESS');
      expect(await isLoggedIn(thief)).toBe(false);
      expect((await logIn(thief, email, 'Compiler1952')).value).toBe('FAIL');
    });
  });
}
