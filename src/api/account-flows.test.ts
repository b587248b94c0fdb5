import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pay, registration } from '../../sandbox/testing/checkout-helpers';
import { ACCOUNT_MESSAGES } from '../domain/text/account-messages';
import { readResetLink } from '../domain/account/reset-link';
import { type ApiSandbox, SEEDED_GUEST, startApiSandbox } from '../testing/api-sandbox';
import { fetchProfile, removeCard } from './account-api';
import {
  checkResetStep,
  forgotPassword,
  loadMyBookings,
  registerCustomer,
  resendConfirmationEmail,
  savePassword,
  saveProfile,
  submitNewPassword,
} from './account-flows';
import { login } from './auth-api';
import { gatewayFields } from '../schemas/checkout';
import { fetchCart } from './cart-api';
import { cartEcho } from './cart-echo';
import { doCheckout, finaliseCheckout, sessionFields, setCheckout } from './checkout-api';
import { configureHttp } from './http';
import { fetchSystem } from './system-api';

let sb: ApiSandbox;

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
  await fetchSystem();
});

afterEach(async () => {
  configureHttp();
  await sb.close();
});

const newCustomer = (email: string) => {
  const { NoEmail: _, ...customer } = registration(email).NewCustomer;
  return customer;
};
const noEmailOf = (email: string) => sb.sandbox.repos.customers.findByEmail(email)?.no_email;

describe('registration', () => {
  it('sends NoEmail N when the marketing box is ticked, otherwise Y', async () => {
    const ticked = await registerCustomer(newCustomer('ticked@innkit.test'), true);
    expect(ticked).toMatchObject({
      ok: true,
      message: ACCOUNT_MESSAGES.registerCheckEmail,
      session: { isLoggedIn: false },
    });
    expect(noEmailOf('ticked@innkit.test')).toBe('N');
    await registerCustomer(newCustomer('unticked@innkit.test'), false);
    expect(noEmailOf('unticked@innkit.test')).toBe('Y');
  });

  it('asks to check the email for a taken address exactly as for a new one (nobody logged in)', async () => {
    const fresh = await registerCustomer(newCustomer('fresh@innkit.test'), true);
    const taken = await registerCustomer(newCustomer(SEEDED_GUEST.email), true);
    const withoutIds = (o: typeof fresh) => ({
      ...o,
      session: { ...o.session, SessionId: '', WebFolioId: '' },
    });
    expect(withoutIds(taken)).toEqual(withoutIds(fresh));
    expect(taken).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.registerCheckEmail });
    expect((await fetchSystem()).Session.isLoggedIn).toBe(false);
  });

  it('sends the confirmation email again with the same words for any address', async () => {
    for (const email of ['fresh@innkit.test', SEEDED_GUEST.email, 'nobody@innkit.test']) {
      expect(await resendConfirmationEmail(email)).toEqual({
        ok: true,
        message: ACCOUNT_MESSAGES.confirmResent,
      });
    }
  });
});

describe('password reset', () => {
  const mailLink = async (email: string) => {
    const response = await sb.jar.fetch(new URL('/sandbox/api/account-mail', sb.url));
    const { mail } = (await response.json()) as { mail: { to: string; link: string }[] };
    const link = readResetLink(new URL(mail.find((m) => m.to === email)?.link ?? '').search);
    if (!link) throw new Error('no link');
    return link;
  };

  it('answers the §8 message whether or not the address is registered', async () => {
    expect(await forgotPassword(SEEDED_GUEST.email)).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.resetRequested,
    });
    expect(await forgotPassword('nobody@innkit.test')).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.resetRequested,
    });
  });

  it('says how long to wait when the server throttles (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await forgotPassword('flood@innkit.test')).ok).toBe(true);
    expect(await forgotPassword('flood@innkit.test')).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait 15 minutes, then try again.',
    });
  });

  it('checks the link, refuses a mismatch and a weak password, then resets', async () => {
    await forgotPassword(SEEDED_GUEST.email);
    const link = await mailLink(SEEDED_GUEST.email);
    expect(await checkResetStep(link.email, link.reset)).toEqual({ ok: true, message: '' });
    expect(await submitNewPassword(link, 'Lakeside2027', 'Lakeside2028')).toEqual({
      ok: false,
      message: 'Passwords do not match.',
    });
    expect(await submitNewPassword(link, 'weak', 'weak')).toEqual({
      ok: false,
      message: 'Minimum 8 characters, 1 number and 1 capital letter',
    });
    // The link is asked for by /rs/reset-password, checked by ResetPasswordCustomer (§7).
    expect(sb.requests('/rs/reset-password')).toHaveLength(1);
    expect(await sb.bodies('/rs/reset-password')).toEqual([
      { EmailAddress: SEEDED_GUEST.email, PasswordGUID: null, NewPassword: null },
    ]);
    expect(await sb.bodies('/rs/request')).toEqual([
      {
        method: 'ResetPasswordCustomer',
        data: { EmailAddress: link.email, PasswordGUID: link.reset, NewPassword: null },
      },
    ]);
    expect(await submitNewPassword(link, 'Lakeside2027', 'Lakeside2027')).toEqual({
      ok: true,
      message: 'Your password was reset successfully.',
    });
    const again = await checkResetStep(link.email, link.reset);
    expect(again.ok).toBe(false);
    expect(again.message).toMatch(/not valid or has expired/);
    const loggedIn = await login(
      { EmailAddress: SEEDED_GUEST.email, Password: 'Lakeside2027' },
      (await fetchSystem()).Session,
    );
    expect(loggedIn.Result.value).toBe('SUCCESS');
  });
});

describe('profile', () => {
  beforeEach(async () => {
    await login(
      { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password },
      (await fetchSystem()).Session,
    );
  });

  it("saves the profile ('Your profile has been updated'), or shows the server's text", async () => {
    const { Password: _, ...customer } = registration(SEEDED_GUEST.email).NewCustomer;
    expect(await saveProfile(customer)).toEqual({
      ok: true,
      message: 'Your profile has been updated',
    });
    await registerCustomer(newCustomer('someone@innkit.test'), false);
    await login(
      { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password },
      (await fetchSystem()).Session,
    );
    const moved = { ...customer, EmailAddress: 'someone@innkit.test' };
    expect(await saveProfile(moved)).toMatchObject({ ok: false, message: /current password/ });
    expect(await saveProfile({ ...moved, CurrentPassword: SEEDED_GUEST.password })).toEqual({
      ok: false,
      message: 'An account with this email address already exists.',
    });
  });

  it("updates the password ('Passwords do not match' / 'Password updated successfully')", async () => {
    const session = (await fetchSystem()).Session;
    const current = SEEDED_GUEST.password;
    expect(await savePassword(session.CustomerId, 'Lakeside2030', 'Lakeside2031', current)).toEqual(
      { ok: false, message: 'Passwords do not match' },
    );
    expect(await savePassword(session.CustomerId, 'Lakeside2030', 'Lakeside2030', '')).toEqual({
      ok: false,
      message: 'Please enter your current password',
    });
    expect(
      await savePassword(session.CustomerId, 'Lakeside2030', 'Lakeside2030', 'Wrong1Password'),
    ).toEqual({ ok: false, message: 'Your current password is not correct.' });
    expect(await savePassword(session.CustomerId, 'Lakeside2030', 'Lakeside2030', current)).toEqual(
      {
        ok: true,
        message: 'Password updated successfully',
      },
    );
  });

  it('adds a card through the payment page and removes it', async () => {
    const session = (await fetchSystem()).Session;
    const started = await setCheckout({ ...sessionFields(session), CreateToken: true });
    const fields = await pay(started.ForwardURL ?? '');
    const card = { ...sessionFields(session), StoreCard: true, ...gatewayFields(fields) };
    expect((await doCheckout(card)).Result.value).toBe('SUCCESS');
    const profile = await fetchProfile(session);
    const [stored] = profile.Customer?.OnFileCards ?? [];
    expect(stored).toMatchObject({ LastFourDigits: '1111', CardExpiryDate: '1239' });
    expect((await removeCard(stored?.OnFileCardId ?? '')).Result.value).toBe('SUCCESS');
    expect((await fetchProfile(session)).Customer?.OnFileCards).toEqual([]);
  });
});

describe('my bookings', () => {
  it('asks a logged-out guest to log in, without asking the server', async () => {
    expect(await loadMyBookings((await fetchSystem()).Session)).toEqual({
      kind: 'logged-out',
      message: 'Please log in to view your upcoming bookings.',
    });
    expect(sb.requests('/rs/get-my-bookings')).toEqual([]);
  });

  it('loads the bookings of a logged-in guest', async () => {
    await login(
      { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password },
      (await fetchSystem()).Session,
    );
    await sb.control('/sandbox/api/cart/sample', { category: 'Treatments' });
    const started = await setCheckout(sessionFields((await fetchSystem()).Session));
    const paid = gatewayFields(await pay(started.ForwardURL ?? ''));
    const cart = cartEcho(await fetchCart());
    const body = { cart, balance: cart.FolioBalance, checkout: { ...paid, StoreCard: false } };
    expect((await finaliseCheckout(body)).Result.value).toBe('SUCCESS');
    const loaded = await loadMyBookings((await fetchSystem()).Session);
    expect(loaded).toMatchObject({
      kind: 'ok',
      bookings: { Treatments: [{ ItemName: 'Hot Stone Massage (60 minutes)', ServiceTime: 60 }] },
    });
  });
});
