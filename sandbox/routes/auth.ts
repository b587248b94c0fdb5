import { Hono } from 'hono';
import {
  AuthAnswerSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
} from '../../src/schemas/auth';
import { loginThrottle } from '../account/account-throttle';
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
 * throttled per email and per client address (429 with Retry-After).
 */
export const authRoutes = new Hono<AppEnv>()
  .post('/rs/login', async (c) => {
    const body = await readBody(c, LoginRequestSchema);
    if (!body.ok) return body.response;
    const { EmailAddress, Password } = body.data;
    const throttle = loginThrottle(c, EmailAddress);
    const refused = throttle.attempt();
    if (refused) return refused;
    const customer = c.var.deps.repos.customers.findByEmail(EmailAddress);
    const valid = customer
      ? await verifyPassword(Password, customer.password_hash)
      : await verifyAgainstDummy(Password);
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
    const { Password, ...details } = body.data.NewCustomer;
    const { customers } = c.var.deps.repos;
    const duplicate = () => answer(c, AuthAnswerSchema, { Result: fail(DUPLICATE_EMAIL_TEXT) });
    if (customers.findByEmail(details.EmailAddress)) return duplicate();
    const passwordHash = await hashPassword(Password);
    try {
      const customer = customers.create({ ...details, passwordHash }, c.var.deps.nowMs());
      return answer(c, AuthAnswerSchema, logIn(c, customer));
    } catch (error) {
      if (isUniqueViolation(error)) return duplicate();
      throw error;
    }
  });
