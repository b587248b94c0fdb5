/*
 * Node environment with a happy-dom page, against the real sandbox (see dining.test): a reset
 * link mailed to the seeded guest, checked, refused, used, and used again.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { PASSWORD_HINT } from '../../domain/account/password';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

// The account calls of the same fresh module graph as the store (its HTTP client configured).
const t = sandboxStoreTest(async () => ({
  ...(await import('./password-reset')),
  flows: await import('../../api/account-flows'),
}));

/** The query of the newest reset link mailed to the seeded guest. */
async function resetQuery(): Promise<string> {
  await t.m.flows.forgotPassword(SEEDED_GUEST.email);
  const mail = t.sb.sandbox.repos.account
    .mail()
    .find((m) => m.recipient === SEEDED_GUEST.email && m.subject === 'Reset your password');
  if (!mail?.link) throw new Error('no reset link was mailed');
  return new URL(mail.link).search;
}

describe('the password reset store', { timeout: 30_000 }, () => {
  it('says a link without its token or email is invalid, without asking the server', async () => {
    const reset = t.m.createPasswordReset('?email=a%40b.test');
    await reset.check();
    expect(reset.$state.get()).toEqual({ step: 'invalid-link' });
    expect(await reset.submit('Lakeside2027', 'Lakeside2027')).toBe('ignored');
    expect(t.sb.requests('/rs/request')).toEqual([]);
  });

  it('checks the link once, refuses a weak password and a mismatch, then resets', async () => {
    const reset = t.m.createPasswordReset(await resetQuery());
    expect(reset.$state.get()).toEqual({ step: 'checking' });
    await Promise.all([reset.check(), reset.check()]);
    expect(t.sb.requests('/rs/request')).toHaveLength(1);
    expect(reset.$state.get()).toEqual({ step: 'form', error: null });
    expect(await reset.submit('weak', 'weak')).toBe('refused');
    expect(reset.$state.get()).toEqual({ step: 'form', error: PASSWORD_HINT });
    expect(await reset.submit('Lakeside2027', 'Lakeside2028')).toBe('refused');
    expect(reset.$state.get()).toEqual({ step: 'form', error: ACCOUNT_MESSAGES.resetMismatch });
    const saving = reset.submit('Lakeside2027', 'Lakeside2027');
    expect(reset.$state.get()).toEqual({ step: 'saving' });
    // A second submit while saving is not sent.
    expect(await reset.submit('Lakeside2027', 'Lakeside2027')).toBe('ignored');
    expect(await saving).toBe('sent');
    expect(reset.$state.get()).toEqual({ step: 'done' });
    expect(t.sb.requests('/rs/request')).toHaveLength(2);
  });

  it('says a spent link failed its check, in the server’s words', async () => {
    const query = await resetQuery();
    const first = t.m.createPasswordReset(query);
    await first.check();
    await first.submit('Lakeside2027', 'Lakeside2027');
    const again = t.m.createPasswordReset(query);
    await again.check();
    expect(again.$state.get()).toEqual({
      step: 'check-failed',
      text: expect.stringMatching(/not valid or has expired/),
    });
  });

  it('says a malformed answer to the check plainly', async () => {
    const query = await resetQuery();
    const real = t.sb.http.fetch!;
    t.sb.http.fetch = (input, init) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/rs/request'
        ? Promise.resolve(Response.json({ Result: 'yes' }))
        : real(input, init);
    await t.reload();
    const reset = t.m.createPasswordReset(query);
    await reset.check();
    expect(reset.$state.get()).toEqual({
      step: 'check-failed',
      text: expect.stringMatching(/could not read/),
    });
  });
});
