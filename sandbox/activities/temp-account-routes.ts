import { Hono } from 'hono';
import {
  TempSpaAccountAnswerSchema,
  TempSpaAccountRequestSchema,
} from '../../src/schemas/activities-temp-customer';
import { tempCustomerThrottled } from '../account/account-throttle';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SESSION_EXPIRED, SUCCESS } from '../http/results';
import { readBody } from '../http/validation';

/**
 * `POST /rs/tempSpaAccount` {method: CreateCustomer, data: {NewCustomer, ContactLogs}}: the
 * temporary customer an anonymous guest's activity and spa bookings are made for
 * (booking-engine.md §6, §7). One per cart: asking again (a reload, a second tab) answers the
 * same customer, and it follows the cart when the guest logs in. New ones are throttled per
 * client address like registrations (429 with Retry-After).
 */
export const tempAccountRoutes = new Hono<AppEnv>().post('/rs/tempSpaAccount', async (c) => {
  const body = await readBody(c, TempSpaAccountRequestSchema);
  if (!body.ok) return body.response;
  const session = c.var.session;
  if (!session) {
    return answer(c, TempSpaAccountAnswerSchema, { Result: SESSION_EXPIRED, CustomerId: null });
  }
  const { NewCustomer } = body.data.data;
  const { classes } = c.var.deps.repos;
  // A new one counts towards the address's limit (issue 34 item 5); the cart's own does not.
  if (!classes.tempCustomerOf(session.web_folio_id)) {
    const refused = tempCustomerThrottled(c);
    if (refused) return refused;
  }
  const customer = classes.ensureTempCustomer(
    session.web_folio_id,
    {
      email: NewCustomer.EmailAddress,
      firstName: NewCustomer.Name.FirstName,
      lastName: NewCustomer.Name.LastName,
    },
    c.var.deps.nowMs(),
  );
  return answer(c, TempSpaAccountAnswerSchema, { Result: SUCCESS, CustomerId: customer.id });
});
