import { Hono } from 'hono';
import * as v from 'valibot';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { ResetPasswordRequestSchema } from '../../src/schemas/password-reset';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { myBookings } from '../account/my-bookings';
import { bookedItemFacts } from '../cancel/booked-item-facts';
import { bookingMoney } from '../account/paid-parts';
import { resetThrottled } from '../account/account-throttle';
import { requestPasswordReset, resetPassword } from '../account/password-reset';
import { cartAnswer } from '../cart/cart-answer';
import { sessionCustomer } from '../checkout/session-customer';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { fail } from '../http/results';
import { readBody } from '../http/validation';
import { myBalances } from '../balance/my-balances';

export const LOG_IN_FOR_BOOKINGS = 'Please log in to view your upcoming bookings.';
const ConfirmationRequestSchema = v.object({ on: v.boolean() });
const StaleRequestSchema = v.optional(v.object({ stale: v.optional(v.boolean(), true) }), {
  stale: true,
});

/** Password reset, my bookings, and the sandbox's account mailbox and session switch. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/rs/reset-password', async (c) => {
    const body = await readBody(c, ResetPasswordRequestSchema);
    if (!body.ok) return body.response;
    const { EmailAddress, PasswordGUID, NewPassword } = body.data;
    if (PasswordGUID === null) {
      const refused = resetThrottled(c, 'reset-request', EmailAddress);
      if (refused) return refused;
      return answer(c, ResultAnswerSchema, { Result: requestPasswordReset(c, EmailAddress) });
    }
    const refused = resetThrottled(c, 'reset-check', EmailAddress);
    if (refused) return refused;
    const Result = await resetPassword(c, EmailAddress, PasswordGUID, NewPassword);
    return answer(c, ResultAnswerSchema, { Result });
  })
  .post('/rs/get-my-bookings', (c) => {
    const session = c.var.session;
    const customer = session ? sessionCustomer(c, session) : undefined;
    if (!customer) {
      return answer(c, MyBookingsAnswerSchema, { Result: fail(LOG_IN_FOR_BOOKINGS) });
    }
    const { repos } = c.var.deps;
    const bookings = repos.paymentOrders.bookingsOf(customer.id);
    const live = (booking: { web_folio_id: number }) =>
      cartAnswer(repos, booking.web_folio_id).FolioItems ?? [];
    const giftCardOf = (lineId: number) => repos.giftCards.ofLine(lineId);
    return answer(c, MyBookingsAnswerSchema, {
      ...myBookings(
        customer,
        bookings,
        c.var.today,
        live,
        giftCardOf,
        bookedItemFacts(repos),
        (b) => bookingMoney(repos, b),
      ),
      Balances: myBalances(repos, bookings),
    });
  })
  .get('/sandbox/api/account-mail', (c) =>
    c.json({
      mail: c.var.deps.repos.account.mail().map((m) => ({
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        link: m.link,
        sentAt: new Date(m.created_at).toISOString(),
      })),
    }),
  )
  .post('/sandbox/api/account/throttle', (c) => {
    // Starts the login and reset counts afresh (a demo guest who locked themselves out).
    c.var.deps.repos.account.throttleHits.clear();
    return c.json({ cleared: true });
  })
  .get('/sandbox/api/account/registration-confirmation', (c) =>
    c.json({ on: c.var.deps.repos.settings.registrationConfirmation() }),
  )
  .post('/sandbox/api/account/registration-confirmation', async (c) => {
    // The hotel's setting (issue 34 item 9): must a new account open its emailed link first?
    const body = await readBody(c, ConfirmationRequestSchema);
    if (!body.ok) return body.response;
    c.var.deps.repos.settings.setRegistrationConfirmation(body.data.on);
    return c.json({ on: body.data.on });
  })
  .post('/sandbox/api/session/stale', async (c) => {
    const body = await readBody(c, StaleRequestSchema);
    if (!body.ok) return body.response;
    const session = c.var.session;
    if (!session) return c.json({ stale: false, session: false });
    c.var.deps.repos.account.setStale(session.rs_session_id, body.data.stale);
    return c.json({ stale: body.data.stale, session: true });
  });
