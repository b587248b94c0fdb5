import { ResultAnswerSchema } from '../../src/schemas/result';
import {
  CheckoutAnswerSchema,
  DoCheckoutDataSchema,
  PostPaymentAnswerSchema,
  PostPaymentDataSchema,
  SetCheckoutAnswerSchema,
  SetCheckoutDataSchema,
  UpdateSessionDataSchema,
  gatewayResultOf,
} from '../../src/schemas/checkout';
import type { CartSnapshot } from '../checkout/book-folio';
import { doCheckout } from '../checkout/do-checkout';
import {
  MUST_BE_LOGGED_IN_TO_POST,
  boundCustomer,
  sessionCustomer,
} from '../checkout/session-customer';
import { setCheckout } from '../checkout/set-checkout';
import { answer } from '../http/answer';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from './rs-method';
import { APP_OF_CATEGORY } from '../../src/domain/checkout/payment-parts';
import type { CartCategory } from '../../src/schemas/cart';

/** The checkout's `/rs/request` methods (booking-engine.md §7). */
export const CHECKOUT_METHODS = {
  SetCheckout: rsMethod({
    data: SetCheckoutDataSchema,
    run: (c, session, data) =>
      answer(
        c,
        SetCheckoutAnswerSchema,
        setCheckout(c, session, data.CreateToken, data.CardOnly, data.Balance),
      ),
  }),

  DoCheckout: rsMethod({
    data: DoCheckoutDataSchema,
    run: (c, session, data) =>
      answer(
        c,
        CheckoutAnswerSchema,
        doCheckout(c, session, gatewayResultOf(data), data.StoreCard),
      ),
  }),

  /** Posts a payment to a booked PMS or spa folio of the customer's. */
  PostPayment: rsMethod({
    data: PostPaymentDataSchema,
    run(c, session, data) {
      const customer = boundCustomer(c, session);
      if (!customer) {
        return answer(c, PostPaymentAnswerSchema, { Result: fail(MUST_BE_LOGGED_IN_TO_POST) });
      }
      const booking = c.var.deps.repos.paymentOrders
        .bookingsOf(customer.id)
        .find((b) =>
          ((JSON.parse(b.cart_json) as CartSnapshot).FolioItems ?? []).some(
            (item) =>
              String(item.FolioId) === data.FolioId &&
              APP_OF_CATEGORY[item.Category as CartCategory] === data.App,
          ),
        );
      if (!booking) {
        const Result = fail('That folio is not one of your bookings.');
        return answer(c, PostPaymentAnswerSchema, { Result });
      }
      return answer(c, PostPaymentAnswerSchema, {
        Result: SUCCESS,
        PaymentId: `${booking.ref}-${data.App}-${data.FolioId}`,
      });
    },
  }),

  /** Binds the ResortSuite session to its customer again (clears ErrorId 1007). */
  UpdateSession: rsMethod({
    data: UpdateSessionDataSchema,
    run(c, session, data) {
      const customer = sessionCustomer(c, session);
      const matches =
        data.CustomerId === null
          ? true
          : customer !== undefined &&
            data.CustomerId === String(customer.id) &&
            (data.CustomerGUID === null || data.CustomerGUID === customer.guid);
      if (!matches) {
        const Result = fail('That customer is not logged in on this session.');
        return answer(c, ResultAnswerSchema, { Result });
      }
      c.var.deps.repos.account.setStale(session.rs_session_id, false);
      return answer(c, ResultAnswerSchema, { Result: SUCCESS });
    },
  }),
};
