import { Hono } from 'hono';
import {
  AuthAnswerSchema,
  ConfirmAccountCallSchema,
  LoginCallSchema,
  RegisterRequestSchema,
  ResendConfirmationSchema,
  UNCONFIRMED_ERROR_ID,
} from '../../src/schemas/auth';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { confirmAccount, mailConfirmationLink } from '../account/account-confirmation';
import { loginThrottle, registerThrottle } from '../account/account-throttle';
import { mailTakenAddressOwner } from '../account/register-taken';
import { registrationAnswer } from '../account/registration-answer';
import { resendThrottled } from '../account/resend-throttle';
import { mailWelcome } from '../account/welcome-mail';
import { newPasswordRefusal } from '../auth/breached-passwords';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/customers-repo';
import type { CustomerRow } from '../db/rows';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { readBody } from '../http/validation';
import { logIn } from '../sessions/log-in';

export const LOGIN_FAILED_TEXT =
  'Not a valid email/password combination, or the account is locked.';
export const LOGIN_FAILED_ERROR_ID = 1001;
export const DUPLICATE_EMAIL_TEXT = 'An account with this email address already exists.';
/** A taken address at registration when confirmation is off: what the guest does next. */
export const DUPLICATE_EMAIL_GUIDANCE = `${DUPLICATE_EMAIL_TEXT} Please log in, or use Forgot password to choose a new password.`;
export const UNCONFIRMED_TEXT =
  'Please confirm your email address first: open the link we sent you when you created your account.';
export const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid, has been used or has expired. Log in, or ask for a new link.';

/**
 * `/rs/login`, `/rs/register` and our `/rs/confirm-account` and `/rs/resend-confirmation`.
 * Registration follows the hotel's setting (issue 34 item 9). Off (the default): a new account
 * is logged in at once (booking-engine.md §4, register → checkout) and mailed a welcome with a
 * "this was not me" link; a taken address is refused in plain words. On: registration answers
 * the same for a free address and a taken one and logs nobody in: a new account is made
 * unconfirmed and mailed a link, a taken address's owner is told by mail; opening the link
 * confirms and logs in (a new session carrying that browser's cart). Either way the
 * per-address registration throttle comes first. Failed logins and link checks are throttled
 * per email from one client address and per client address, registrations and resends per
 * client address (429 with Retry-After).
 */
export const authRoutes = new Hono<AppEnv>()
  .post('/rs/login', async (c) => {
    // The session fields §7 names must be there; the session itself is the cookie's.
    const body = await readBody(c, LoginCallSchema);
    if (!body.ok) return body.response;
    const { EmailAddress, Password } = body.data;
    const throttle = loginThrottle(c, EmailAddress);
    const refused = throttle.attempt();
    if (refused) return refused;
    const customer = c.var.deps.repos.customers.findByEmail(EmailAddress);
    const valid = customer
      ? await verifyPassword(Password, customer.password_hash)
      : await verifyAgainstDummy(Password, c.var.deps.passwordHashCost);
    if (!customer || !valid) {
      return answer(c, AuthAnswerSchema, {
        Result: fail(LOGIN_FAILED_TEXT, LOGIN_FAILED_ERROR_ID),
      });
    }
    throttle.succeeded();
    // Only with the right password: a wrong one answers as above, confirmed or not.
    if (!customer.confirmed) {
      return answer(c, AuthAnswerSchema, {
        Result: fail(UNCONFIRMED_TEXT, UNCONFIRMED_ERROR_ID),
      });
    }
    return answer(c, AuthAnswerSchema, logIn(c, customer));
  })
  .post('/rs/register', async (c) => {
    const body = await readBody(c, RegisterRequestSchema);
    if (!body.ok) return body.response;
    const throttle = registerThrottle(c);
    const refused = throttle.attempt();
    if (refused) return refused;
    const { Password, ...details } = body.data.NewCustomer;
    // One of the most common breached passwords: said plainly, nothing made (item 7).
    const weak = newPasswordRefusal(Password);
    if (weak) return answer(c, AuthAnswerSchema, { Result: weak });
    const { customers, account } = c.var.deps.repos;
    // The hash is spent whether or not the address is taken: the same work, the same time.
    const passwordHash = await hashPassword(Password, c.var.deps.passwordHashCost);
    const taken = (owner: CustomerRow) => {
      if (owner.confirmed) {
        mailTakenAddressOwner(c, owner);
      } else {
        // Still unconfirmed: the latest registrant's password, and a new link to the mailbox
        // (whoever made the first try without the mailbox cannot keep the account).
        account.updatePassword(owner.id, passwordHash, c.var.deps.nowMs());
        mailConfirmationLink(c, owner);
      }
      return answer(c, AuthAnswerSchema, registrationAnswer(c));
    };
    // The hotel's choice (issue 34 item 9): off logs the new guest in and goes on to pay.
    const confirming = c.var.deps.repos.settings.registrationConfirmation();
    const takenNow = (owner: CustomerRow) => {
      // Confirmation off: the address is said to be taken (a low risk for a hotel, and the
      // throttle limits probing); its owner is told by mail, or mailed a fresh link.
      if (owner.confirmed) mailTakenAddressOwner(c, owner);
      else mailConfirmationLink(c, owner);
      return answer(c, AuthAnswerSchema, { Result: fail(DUPLICATE_EMAIL_GUIDANCE) });
    };
    const onTaken = confirming ? taken : takenNow;
    const owner = customers.findByEmail(details.EmailAddress);
    if (owner) return onTaken(owner);
    try {
      const now = c.var.deps.nowMs();
      const customer = customers.create({ ...details, passwordHash }, now, {
        confirmed: !confirming,
      });
      throttle.created();
      if (!confirming) {
        mailWelcome(c, customer);
        return answer(c, AuthAnswerSchema, logIn(c, customer));
      }
      mailConfirmationLink(c, customer);
      return answer(c, AuthAnswerSchema, registrationAnswer(c));
    } catch (error) {
      const late = isUniqueViolation(error) ? customers.findByEmail(details.EmailAddress) : null;
      if (late) return onTaken(late);
      throw error;
    }
  })
  .post('/rs/confirm-account', async (c) => {
    const body = await readBody(c, ConfirmAccountCallSchema);
    if (!body.ok) return body.response;
    const { EmailAddress, ConfirmGUID } = body.data;
    // Bogus links count like wrong passwords, from this client address only.
    const throttle = loginThrottle(c, EmailAddress, 'confirm');
    const refused = throttle.attempt();
    if (refused) return refused;
    const customer = confirmAccount(c, EmailAddress, ConfirmGUID);
    if (!customer) return answer(c, AuthAnswerSchema, { Result: fail(CONFIRM_LINK_INVALID) });
    throttle.succeeded();
    return answer(c, AuthAnswerSchema, logIn(c, customer));
  })
  .post('/rs/resend-confirmation', async (c) => {
    const body = await readBody(c, ResendConfirmationSchema);
    if (!body.ok) return body.response;
    const refused = resendThrottled(c, body.data.EmailAddress);
    if (refused) return refused;
    const customer = c.var.deps.repos.customers.findByEmail(body.data.EmailAddress);
    if (customer?.confirmed) mailTakenAddressOwner(c, customer);
    else if (customer) mailConfirmationLink(c, customer);
    // The same answer for every address: it says nothing of who has an account.
    return answer(c, ResultAnswerSchema, { Result: SUCCESS });
  });
