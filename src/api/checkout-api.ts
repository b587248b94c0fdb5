import {
  CheckoutAnswerSchema,
  type CheckoutRequest,
  type DoCheckoutData,
  PaymentStatusAnswerSchema,
  PostPaymentAnswerSchema,
  type PostPaymentData,
  type ReserveRequest,
  SetCheckoutAnswerSchema,
  type SetCheckoutData,
  type UpdateSessionData,
} from '../schemas/checkout';
import { ResultAnswerSchema } from '../schemas/result';
import type { Session } from '../schemas/session';
import { request } from './http';
import { fetchSystem } from './system-api';
import { rsMethodCall } from './rs-method-call';

/** SetCheckout: starts a payment order; answers the card page's address (ForwardURL). */
export const setCheckout = (data: SetCheckoutData) =>
  rsMethodCall(SetCheckoutAnswerSchema, 'SetCheckout', data);

/** The session fields §7 names, from the page's session ('' when it has none yet). */
export const sessionFields = (session: Session | null) => ({
  SessionId: session?.SessionId ?? '',
  WebFolioId: session?.WebFolioId ?? '',
});

/**
 * The page's session, or the server's when the page has none yet (a Pay Now pressed before the
 * session loaded): the calls §7 names session fields for never go without them.
 */
export const knownSession = async (session: Session | null): Promise<Session> =>
  session ?? (await fetchSystem()).Session;

/** UpdateSession: binds the ResortSuite session to the logged-in customer again. */
export const updateRsSession = (session: Session | null) => {
  const data: UpdateSessionData = {
    ...sessionFields(session),
    CustomerId: session?.CustomerId ?? null,
    CustomerGUID: session?.CustomerGUID ?? null,
  };
  return rsMethodCall(ResultAnswerSchema, 'UpdateSession', data);
};

/** PostPayment (§7): records the card payment on one booked folio. */
export const postPayment = (data: PostPaymentData) =>
  rsMethodCall(PostPaymentAnswerSchema, 'PostPayment', data);

/** DoCheckout (§7): finalise a paid order through the proxy (the profile's card add). */
export const doCheckout = (data: DoCheckoutData) =>
  rsMethodCall(CheckoutAnswerSchema, 'DoCheckout', data);

/** `/rs/checkout`: finalise a paid order (idempotent per order key). */
export const finaliseCheckout = (body: CheckoutRequest) =>
  request(CheckoutAnswerSchema, 'POST', '/rs/checkout', body);

/** `/rs/reserve`: book a cart whose balance is 0.00. */
export const reserve = (body: ReserveRequest) =>
  request(CheckoutAnswerSchema, 'POST', '/rs/reserve', body);

/** `/rs/payment-status`: where an order stands, as the server knows it (finalising a paid one). */
export const paymentStatus = (orderKey: string) =>
  request(PaymentStatusAnswerSchema, 'POST', '/rs/payment-status', { orderKey });
