import { describe, expect } from 'vitest';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { registration } from '../../sandbox/testing/checkout-helpers';
import { confirmBody, confirmLinkFor } from '../../sandbox/testing/confirm-link';
import { createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import {
  confirmRegistrations,
  json,
  lastMailTo,
  logIn,
  newGuest,
  rsCall,
  visitorFrom,
} from './support';

type Sandbox = { readonly current: RunningSandbox };
type ResultOnly = { Result: { value: string; Text: string } };

/** Asks for a reset link for `email` and answers its token. */
async function resetToken(sandbox: RunningSandbox, email: string): Promise<string> {
  const asker = visitorFrom(sandbox, 51);
  await asker.get('/rs/system');
  await asker.post('/rs/reset-password', {
    EmailAddress: email,
    PasswordGUID: null,
    NewPassword: null,
  });
  const link = lastMailTo(sandbox, email)?.link ?? '';
  return new URL(link).searchParams.get('reset') ?? '';
}

/** Uses a reset link: checks it (newPassword null) or sets the password with it. */
async function useReset(
  sandbox: RunningSandbox,
  email: string,
  token: string,
  newPassword: string | null,
) {
  const visitor = visitorFrom(sandbox, 52);
  await visitor.get('/rs/system');
  const answer = await json<ResultOnly>(
    await visitor.post('/rs/reset-password', {
      EmailAddress: email,
      PasswordGUID: token,
      NewPassword: newPassword,
    }),
  );
  return answer.Result.value;
}

/** Issue 34 item 1: a password or email change spends every open reset and confirm link. */
export function linkCases(sandbox: Sandbox): void {
  describe('links mailed before a credential change are spent by it (issue 34 item 1)', () => {
    for (const use of ['checks', 'sets'] as const) {
      attack(`a reset link mailed before a password change no longer ${use}`, async () => {
        const { visitor, email, password } = await newGuest(sandbox.current);
        const token = await resetToken(sandbox.current, email);
        const changed = await json<ResultOnly>(
          await rsCall(visitor, 'UpdateCustomerProfile', {
            Customer: { Password: 'Changed1Again', CurrentPassword: password },
          }),
        );
        expect(changed.Result.value).toBe('SUCCESS');
        const newPassword = use === 'sets' ? 'Stolen1Account' : null;
        expect(await useReset(sandbox.current, email, token, newPassword)).toBe('FAIL');
        if (use === 'sets') {
          const thief = createVisitor(sandbox.current);
          expect((await logIn(thief, email, 'Stolen1Account')).value).toBe('FAIL');
        }
      });
    }

    for (const use of ['checks', 'sets'] as const) {
      attack(`a reset link sent to the old address no longer ${use} after a move`, async () => {
        const { visitor, email, password } = await newGuest(sandbox.current);
        const token = await resetToken(sandbox.current, email);
        const { Password: _, ...customer } = registration(email).NewCustomer;
        const moved = `moved-${Date.now()}-${use}@security.test`;
        const answer = await json<ResultOnly>(
          await rsCall(visitor, 'UpdateCustomerProfile', {
            Customer: { ...customer, EmailAddress: moved, CurrentPassword: password },
          }),
        );
        expect(answer.Result.value).toBe('SUCCESS');
        const newPassword = use === 'sets' ? 'Stolen1Account' : null;
        expect(await useReset(sandbox.current, email, token, newPassword)).toBe('FAIL');
        const thief = createVisitor(sandbox.current);
        expect((await logIn(thief, moved, 'Stolen1Account')).value).toBe('FAIL');
        expect((await logIn(thief, moved, password)).value).toBe('SUCCESS');
      });
    }

    attack('two reset links, one used: the other is spent with it', async () => {
      const { email } = await newGuest(sandbox.current);
      const first = await resetToken(sandbox.current, email);
      const second = await resetToken(sandbox.current, email);
      expect(await useReset(sandbox.current, email, second, 'Owner1Chose')).toBe('SUCCESS');
      expect(await useReset(sandbox.current, email, first, 'Stolen1Account')).toBe('FAIL');
    });

    attack('a confirmation link mailed before a password change no longer logs in', async () => {
      confirmRegistrations(sandbox.current);
      const email = `confirm-spent-${Date.now()}@security.test`;
      const first = visitorFrom(sandbox.current, 53);
      await first.get('/rs/system');
      await first.post('/rs/register', registration(email));
      const early = await confirmLinkFor(first, email);
      // The same (unconfirmed) address registered again sets the latest password: a change.
      const again = visitorFrom(sandbox.current, 54);
      await again.post('/rs/register', registration(email));
      const attacker = visitorFrom(sandbox.current, 55);
      const answer = await json<ResultOnly>(
        await attacker.post('/rs/confirm-account', await confirmBody(attacker, early)),
      );
      expect(answer.Result.value).toBe('FAIL');
    });

    attack('a reset of an unconfirmed account spends its confirmation link', async () => {
      confirmRegistrations(sandbox.current);
      const email = `reset-unconfirmed-${Date.now()}@security.test`;
      const visitor = visitorFrom(sandbox.current, 56);
      await visitor.get('/rs/system');
      await visitor.post('/rs/register', registration(email));
      const link = await confirmLinkFor(visitor, email);
      const token = await resetToken(sandbox.current, email);
      expect(await useReset(sandbox.current, email, token, 'Owner1Chose')).toBe('SUCCESS');
      const attacker = visitorFrom(sandbox.current, 57);
      const answer = await json<ResultOnly>(
        await attacker.post('/rs/confirm-account', await confirmBody(attacker, link)),
      );
      expect(answer.Result.value).toBe('FAIL');
      // The mailed reset link showed the address is the owner's: the new password logs in.
      expect((await logIn(createVisitor(sandbox.current), email, 'Owner1Chose')).value).toBe(
        'SUCCESS',
      );
    });
  });
}
