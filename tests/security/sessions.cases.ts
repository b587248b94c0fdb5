import { describe, expect } from 'vitest';
import { HASH_COST, hashCost } from '../../sandbox/auth/password-hash';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { createVisitor, useTestSandbox } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { SEEDED_GUEST, isLoggedIn, logIn, newGuest } from './support';

type Sandbox = { readonly current: RunningSandbox };
const MINUTE = 60_000;

/** Item 8's absolute lifetime, and item 16's hash cost on a served sandbox. */
export function sessionCases(served: Sandbox): void {
  describe('a session has an absolute lifetime (item 8)', () => {
    let clock = Date.UTC(2026, 2, 14, 9);
    const lived = useTestSandbox({ nowMs: () => clock, sessionLifetimeMs: 30 * MINUTE });

    attack('keep-alives do not carry a session past its lifetime', async () => {
      const visitor = createVisitor(lived.current);
      expect((await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password)).value).toBe(
        'SUCCESS',
      );
      for (let step = 0; step < 2; step += 1) {
        clock += 14 * MINUTE;
        await visitor.post('/rs/update-session', {});
        expect(await isLoggedIn(visitor)).toBe(true);
      }
      clock += 3 * MINUTE;
      const lapsed = (await (await visitor.post('/rs/update-session', {})).json()) as {
        Result: { value: string };
      };
      expect(lapsed.Result.value).toBe('SESSION FAIL');
      expect(await isLoggedIn(visitor)).toBe(false);
    });

    attack('a session within its lifetime is kept', async () => {
      const visitor = createVisitor(lived.current);
      await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      clock += 10 * MINUTE;
      expect(await isLoggedIn(visitor)).toBe(true);
    });
  });

  describe('password hashes (item 16)', () => {
    attack(
      'a served sandbox hashes a new password at scrypt N >= 2^17',
      async () => {
        const { email } = await newGuest(served.current);
        const row = served.current.repos.customers.findByEmail(email);
        expect(HASH_COST).toBeGreaterThanOrEqual(2 ** 17);
        expect(hashCost(row?.password_hash ?? '')).toBe(HASH_COST);
      },
      120_000,
    );

    attack('an older, cheaper hash still logs its owner in', async () => {
      const row = served.current.repos.customers.findByEmail(SEEDED_GUEST.email);
      expect(hashCost(row?.password_hash ?? '')).toBeLessThan(HASH_COST);
      const visitor = createVisitor(served.current);
      expect((await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password)).value).toBe(
        'SUCCESS',
      );
    });
  });
}
