/*
 * The login screen's account actions (booking-engine.md §4, §5, §8): each answers in words,
 * whatever the call threw, so that its panel only renders the outcome.
 */
import {
  accountFailureText,
  type FormOutcome,
  forgotPassword,
  registerCustomer,
  resendConfirmationEmail,
} from '../../api/account-flows';
import type { LoginRequest, RegistrationCustomer } from '../../schemas/auth';
import { acceptSession, logIn, type LoginOutcome } from '../index';
import { confirmAccount } from './confirm-account';

// The same words for every address, whether registered or not (§8).
export { forgotPassword, resendConfirmationEmail, type FormOutcome };

/** Opens an emailed confirmation link (`confirmAccount`); a throw in the account's words. */
export async function openConfirmLink(link: {
  email: string;
  token: string;
}): Promise<LoginOutcome> {
  try {
    return await confirmAccount(link);
  } catch (error) {
    return { ok: false, message: accountFailureText(error) };
  }
}

/** The login panel's login (the shared `logIn`); a throw in the account's words. */
export async function logInToAccount(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    return await logIn(credentials);
  } catch (error) {
    return { ok: false, message: accountFailureText(error) };
  }
}

/**
 * Registers the guest; the session `/rs/register` answers (a new id, the cart carried on) is
 * taken by the shared stores. `loggedIn`: whether that session logged the guest in (at once,
 * or only once the emailed link is opened, config `registrationConfirmation`).
 */
export async function registerAccount(
  customer: Omit<RegistrationCustomer, 'NoEmail'>,
  marketingTicked: boolean,
): Promise<FormOutcome & { loggedIn?: boolean }> {
  const at = Date.now();
  const outcome = await registerCustomer(customer, marketingTicked);
  if (!outcome.ok) return outcome;
  if (outcome.session) await acceptSession(outcome.session, at);
  return { ok: true, message: outcome.message, loggedIn: outcome.session?.isLoggedIn === true };
}
