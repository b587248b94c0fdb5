import { Hono } from 'hono';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { cartAnswer } from '../cart/cart-answer';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { ensureSession } from '../sessions/session-lifecycle';

/** The cart (web folio) of the current session. Reading it is not activity. */
export const cartRoutes = new Hono<AppEnv>().get('/rs/get-webfolios', (c) => {
  const session = ensureSession(c);
  return answer(c, CartAnswerSchema, cartAnswer(c.var.deps.repos, session.web_folio_id));
});
