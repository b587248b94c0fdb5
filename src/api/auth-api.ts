import { AuthAnswerSchema, type LoginRequest, type RegisterRequest } from '../schemas/auth';
import { ResultAnswerSchema } from '../schemas/result';
import type { Session } from '../schemas/session';
import { sessionFields } from './checkout-api';
import { request } from './http';

/** `/rs/login` with the credentials and the session fields (§7) whose cart it carries over. */
export const login = (credentials: LoginRequest, session: Session | null) =>
  request(AuthAnswerSchema, 'POST', '/rs/login', { ...credentials, ...sessionFields(session) });

export const register = (body: RegisterRequest) =>
  request(AuthAnswerSchema, 'POST', '/rs/register', body);

/**
 * Our `/rs/confirm-account`: the emailed link's address and token, and the session fields of
 * this browser, whose cart the login that follows carries over.
 */
export const confirmAccount = (link: { email: string; token: string }, session: Session | null) =>
  request(AuthAnswerSchema, 'POST', '/rs/confirm-account', {
    EmailAddress: link.email,
    ConfirmGUID: link.token,
    ...sessionFields(session),
  });

/** Our `/rs/resend-confirmation`: the same SUCCESS for every address. */
export const resendConfirmation = (email: string) =>
  request(ResultAnswerSchema, 'POST', '/rs/resend-confirmation', { EmailAddress: email });
