import { describe, expect } from 'vitest';
import { WELCOME_SUBJECT } from '../../sandbox/account/welcome-mail';
import { DUPLICATE_EMAIL_GUIDANCE } from '../../sandbox/routes/auth';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { registration } from '../../sandbox/testing/checkout-helpers';
import { createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { SEEDED_GUEST, isLoggedIn, json, lastMailTo, logIn, visitorFrom } from './support';

type Sandbox = { readonly current: RunningSandbox };
type Registered = { Result: { value: string; Text: string }; Session: { isLoggedIn: boolean } };

const fresh = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@security.test`;

/** Issue 34 item 9: registration that logs the guest in at once (the hotel's default). */
export function registerCases(sandbox: Sandbox): void {
  describe('registration logs the new guest in at once (issue 34 item 9)', () => {
    attack('a new address is logged in with a new session id and a welcome mail', async () => {
      const visitor = visitorFrom(sandbox.current, 61);
      const before = await json<{ Session: { SessionId: string } }>(
        await visitor.get('/rs/system'),
      );
      const email = fresh('welcome');
      const answer = await json<Registered & { Session: { SessionId: string } }>(
        await visitor.post('/rs/register', registration(email)),
      );
      expect(answer.Session.isLoggedIn).toBe(true);
      expect(answer.Session.SessionId).not.toBe(before.Session.SessionId);
      expect(lastMailTo(sandbox.current, email)?.subject).toBe(WELCOME_SUBJECT);
    });

    const taken = [SEEDED_GUEST.email, SEEDED_GUEST.email.toUpperCase(), ` ${SEEDED_GUEST.email} `];
    for (const email of taken) {
      attack(`a taken address ${JSON.stringify(email)} logs nobody in`, async () => {
        const visitor = visitorFrom(sandbox.current, 62);
        await visitor.get('/rs/system');
        const count = sandbox.current.repos.customers.count();
        const answer = await json<Registered>(
          await visitor.post('/rs/register', registration(email)),
        );
        expect(answer.Result).toMatchObject({ value: 'FAIL', Text: DUPLICATE_EMAIL_GUIDANCE });
        expect(await isLoggedIn(visitor)).toBe(false);
        expect(sandbox.current.repos.customers.count()).toBe(count);
        // The owner's password is untouched: theirs still logs in, the registrant's does not.
        const owner = createVisitor(sandbox.current);
        expect((await logIn(owner, SEEDED_GUEST.email, SEEDED_GUEST.password)).value).toBe(
          'SUCCESS',
        );
      });
    }

    attack(
      'probing taken addresses from one client is throttled (429), logged-in mode too',
      async () => {
        const prober = visitorFrom(sandbox.current, 64);
        const statuses: number[] = [];
        for (let i = 0; i < 7; i += 1) {
          const response = await prober.post('/rs/register', registration(SEEDED_GUEST.email));
          statuses.push(response.status);
        }
        expect(statuses.slice(5)).toEqual([429, 429]);
      },
    );

    attack(
      "the welcome's link is built from the configured address, whatever the Host",
      async () => {
        const visitor = visitorFrom(sandbox.current, 65);
        await visitor.get('/rs/system');
        const email = fresh('host');
        await visitor.post('/rs/register', registration(email), {
          headers: { 'X-Forwarded-Host': 'attacker.example' },
        });
        const link = new URL(lastMailTo(sandbox.current, email)?.link ?? 'about:blank');
        expect(link.origin).toBe(new URL(sandbox.current.url).origin);
      },
    );

    attack('a session id from before registering no longer works after it', async () => {
      const visitor = visitorFrom(sandbox.current, 66);
      await visitor.get('/rs/system');
      const oldSid = visitor.jar.get('ik_sid');
      await visitor.post('/rs/register', registration(fresh('fixation')));
      const planted = createVisitor(sandbox.current);
      planted.jar.set('ik_sid', oldSid ?? '');
      expect(await isLoggedIn(planted)).toBe(false);
    });
  });
}
