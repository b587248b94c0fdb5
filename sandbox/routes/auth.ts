import { Hono } from 'hono';
import { AuthAnswerSchema, LoginCallSchema, RegisterRequestSchema } from '../../src/schemas/auth';
import { loginThrottle, registerThrottle } from '../account/account-throttle';
import { registerTakenAddress } from '../account/register-taken';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/customers-repo';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { fail } from '../http/results';
import { readBody } from '../http/validation';
import { logIn } from '../sessions/log-in';

export const LOGIN_FAILED_TEXT =
  'Not a valid email/password combination, or the account is locked.';
export const LOGIN_FAILED_ERROR_ID = 1001;
export const DUPLICATE_EMAIL_TEXT = 'An account with this email address already exists.';

/**
 * `/rs/login` and `/rs/register`. Both start a new session on success. Failed logins are
 * throttled per email from one client address and per client address, registrations per
 * client address (429 with Retry-After). A registration for a taken address answers SUCCESS
 * too, logs nobody in, and mails the owner: it never says which addresses have accounts.
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
    return answer(c, AuthAnswerSchema, logIn(c, customer));
  })
  .post('/rs/register', async (c) => {
    const body = await readBody(c, RegisterRequestSchema);
    if (!body.ok) return body.response;
    const throttle = registerThrottle(c);
    const refused = throttle.attempt();
    if (refused) return refused;
    const { Password, ...details } = body.data.NewCustomer;
    const { customers } = c.var.deps.repos;
    // The hash is spent whether or not the address is taken: the same work, the same time.
    const passwordHash = await hashPassword(Password, c.var.deps.passwordHashCost);
    const taken = () => {
      const owner = customers.findByEmail(details.EmailAddress);
      return owner ? answer(c, AuthAnswerSchema, registerTakenAddress(c, owner)) : null;
    };
    const early = taken();
    if (early) return early;
    try {
      const customer = customers.create({ ...details, passwordHash }, c.var.deps.nowMs());
      throttle.created();
      return answer(c, AuthAnswerSchema, logIn(c, customer));
    } catch (error) {
      const late = isUniqueViolation(error) ? taken() : null;
      if (late) return late;
      throw error;
    }
  });
