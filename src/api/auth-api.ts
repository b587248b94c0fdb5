import { AuthAnswerSchema, type LoginRequest, type RegisterRequest } from '../schemas/auth';
import { request } from './http';

export const login = (body: LoginRequest) => request(AuthAnswerSchema, 'POST', '/rs/login', body);

export const register = (body: RegisterRequest) =>
  request(AuthAnswerSchema, 'POST', '/rs/register', body);
