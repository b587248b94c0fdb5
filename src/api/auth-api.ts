import { AuthAnswerSchema, type LoginRequest, type RegisterRequest } from '../schemas/auth';
import type { Session } from '../schemas/session';
import { sessionFields } from './checkout-api';
import { request } from './http';

/** `/rs/login` with the credentials and the session fields (§7) whose cart it carries over. */
export const login = (credentials: LoginRequest, session: Session | null) =>
  request(AuthAnswerSchema, 'POST', '/rs/login', { ...credentials, ...sessionFields(session) });

export const register = (body: RegisterRequest) =>
  request(AuthAnswerSchema, 'POST', '/rs/register', body);
