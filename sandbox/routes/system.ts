import { Hono } from 'hono';
import * as v from 'valibot';
import { SystemAnswerSchema, UpdateSessionAnswerSchema } from '../../src/schemas/system';
import { lapsedWithItems } from '../cart/lapsed-cart';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SESSION_EXPIRED, SUCCESS } from '../http/results';
import { readBody } from '../http/validation';
import { requireXsrfTokenOrField, xsrfTokenFor } from '../http/xsrf';
import { ensureSession, startSession, touchSession } from '../sessions/session-lifecycle';
import { lifetimeRemainingMinutes, remainingSessionMinutes } from '../sessions/session-timeout';
import { systemAnswer } from '../sessions/system-answer';
import { logoutPage } from './logout-page';

/** `/rs/update-session` takes no fields; an empty body or any object is fine. */
const UpdateSessionRequestSchema = v.optional(v.object({}));

/**
 * Session and system state: `/rs/system`, `/rs/clearSession`, `/rs/update-session`, `/logout`.
 * Ending a session changes state, so clearSession and logout are POSTs with the anti-forgery
 * token (a GET from an image or a link on another site ends nothing).
 */
export const systemRoutes = new Hono<AppEnv>()
  .get('/rs/system', (c) => {
    // A reload after the session lapsed says why the cart is empty (issue 17 item 6).
    const CartReleased = lapsedWithItems(c);
    return answer(c, SystemAnswerSchema, { ...systemAnswer(c, ensureSession(c)), CartReleased });
  })
  .post('/rs/clearSession', (c) => answer(c, SystemAnswerSchema, systemAnswer(c, startSession(c))))
  .post('/rs/update-session', async (c) => {
    const body = await readBody(c, UpdateSessionRequestSchema);
    if (!body.ok) return body.response;
    if (!c.var.session) return answer(c, UpdateSessionAnswerSchema, { Result: SESSION_EXPIRED });
    touchSession(c);
    const { nowMs, sessionLifetimeMs } = c.var.deps;
    const now = nowMs();
    return answer(c, UpdateSessionAnswerSchema, {
      Result: SUCCESS,
      // A keep-alive never promises more than the session's absolute lifetime allows.
      WebFolioRemainingTimeoutMinutes: remainingSessionMinutes(
        c.var.session,
        now,
        sessionLifetimeMs,
      ),
      SessionLifetimeRemainingMinutes: lifetimeRemainingMinutes(
        c.var.session,
        now,
        sessionLifetimeMs,
      ),
    });
  })
  .get('/logout', (c) => {
    const session = ensureSession(c);
    const loggedIn = session.customer_id !== null;
    return c.html(logoutPage(xsrfTokenFor(c, session.sid), loggedIn));
  })
  .post('/logout', requireXsrfTokenOrField, (c) => {
    startSession(c);
    return c.redirect('/the-lake/', 303);
  });
