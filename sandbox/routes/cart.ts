import { Hono } from 'hono';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { scheduledCart } from '../balance/cart-schedule';
import { cartAnswer } from '../cart/cart-answer';
import { sessionLapsed } from '../cart/lapsed-cart';
import { answer } from '../http/answer';
import { SESSION_EXPIRED } from '../http/results';
import type { AppEnv } from '../http/app-env';
import { ensureSession } from '../sessions/session-lifecycle';

/**
 * The cart (web folio) of the current session. Reading it is not activity. A cookie naming a
 * lapsed session answers SESSION FAIL (ErrorId 1002), so the page renews the session and shows
 * the expired notice instead of quietly swapping in a new, empty cart.
 */
export const cartRoutes = new Hono<AppEnv>().get('/rs/get-webfolios', (c) => {
  if (sessionLapsed(c)) {
    return answer(c, CartAnswerSchema, {
      Result: SESSION_EXPIRED,
      FolioBalance: 0,
      FolioItems: [],
    });
  }
  const session = ensureSession(c);
  const { repos } = c.var.deps;
  const cart = cartAnswer(repos, session.web_folio_id);
  return answer(c, CartAnswerSchema, scheduledCart(repos, cart, c.var.today));
});
