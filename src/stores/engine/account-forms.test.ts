/*
 * Node environment with a happy-dom page, against the real sandbox: the login screen's
 * actions answer in words, whatever their call threw (src/stores/engine/account-forms.ts).
 */
import { describe, expect, it } from 'vitest';
import { registration } from '../../../sandbox/testing/checkout-helpers';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { LOGIN_FAILED_TEXT, SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./account-forms'));

const NETWORK = 'We could not reach the hotel. Please check your connection and try again.';

/** The page loaded again with a network that `down(true)` cuts (every call then throws). */
async function cuttableNetwork(): Promise<(down: boolean) => void> {
  const real = t.sb.http.fetch!;
  let cut = false;
  t.sb.http.fetch = (input, init) =>
    cut ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init);
  await t.reload();
  return (down) => (cut = down);
}

const newCustomer = (email: string) => {
  const { NoEmail: _, ...customer } = registration(email).NewCustomer;
  return customer;
};

describe('the login screen’s account actions', { timeout: 30_000 }, () => {
  it('logs in, or says the server’s words, or the words for a call that threw', async () => {
    const offline = await cuttableNetwork();
    const wrong = { EmailAddress: SEEDED_GUEST.email, Password: 'not-the-password-1' };
    expect(await t.m.logInToAccount(wrong)).toMatchObject({
      ok: false,
      message: LOGIN_FAILED_TEXT,
    });
    const right = { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password };
    expect(await t.m.logInToAccount(right)).toEqual({ ok: true });
    expect(t.s.$session.get()?.isLoggedIn).toBe(true);
    offline(true);
    expect(await t.m.logInToAccount(right)).toEqual({ ok: false, message: NETWORK });
  });

  it('opens a confirmation link, and a link that cannot be checked says why', async () => {
    const offline = await cuttableNetwork();
    const customer = newCustomer('linked@innkit.test');
    expect(await t.m.registerAccount(customer, false)).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.registerCheckEmail,
      loggedIn: false,
    });
    const link = t.sb.confirmLink('linked@innkit.test');
    offline(true);
    expect(await t.m.openConfirmLink(link)).toEqual({ ok: false, message: NETWORK });
    offline(false);
    expect(await t.m.openConfirmLink(link)).toEqual({ ok: true });
    expect(t.s.$session.get()).toMatchObject({ isLoggedIn: true });
  });

  it('registers: the answered session is taken, the cart’s folio kept', async () => {
    const offline = await cuttableNetwork();
    const before = t.s.$session.get();
    const outcome = await t.m.registerAccount(newCustomer('kept@innkit.test'), true);
    expect(outcome).toMatchObject({ ok: true, loggedIn: false });
    expect(t.s.$session.get()?.SessionId).not.toBe(before?.SessionId);
    expect(t.s.$session.get()?.WebFolioId).toBe(before?.WebFolioId);
    offline(true);
    expect(await t.m.registerAccount(newCustomer('later@innkit.test'), true)).toEqual({
      ok: false,
      message: NETWORK,
    });
  });
});
