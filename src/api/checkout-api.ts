import {
  CheckoutAnswerSchema,
  type CheckoutRequest,
  PaymentStatusAnswerSchema,
  PostPaymentAnswerSchema,
  SetCheckoutAnswerSchema,
  type SetCheckoutData,
} from '../schemas/checkout';
import { ResultAnswerSchema } from '../schemas/result';
import type { Session } from '../schemas/session';
import { request } from './http';
import { rsMethodCall } from './rs-method-call';

/** SetCheckout: starts a payment order; answers the card page's address (ForwardURL). */
export const setCheckout = (data: SetCheckoutData) =>
  rsMethodCall(SetCheckoutAnswerSchema, 'SetCheckout', data);

/** UpdateSession: binds the ResortSuite session to the logged-in customer again. */
export const updateRsSession = (session: Session | null) =>
  rsMethodCall(ResultAnswerSchema, 'UpdateSession', {
    SessionId: session?.SessionId,
    WebFolioId: session?.WebFolioId,
    CustomerId: session?.CustomerId ?? null,
    CustomerGUID: session?.CustomerGUID ?? null,
  });

export const postPayment = (data: { App: 'PMS' | 'SPA'; FolioId: string; Amount: number }) =>
  rsMethodCall(PostPaymentAnswerSchema, 'PostPayment', data);

/** `/rs/checkout`: finalise a paid order (idempotent per order key). */
export const finaliseCheckout = (body: CheckoutRequest) =>
  request(CheckoutAnswerSchema, 'POST', '/rs/checkout', body);

/** `/rs/reserve`: book a cart whose balance is 0.00. */
export const reserve = (balance: number) =>
  request(CheckoutAnswerSchema, 'POST', '/rs/reserve', { cart: {}, balance });

/** `/rs/payment-status`: where an order stands, as the server knows it (finalising a paid one). */
export const paymentStatus = (orderKey: string) =>
  request(PaymentStatusAnswerSchema, 'POST', '/rs/payment-status', { orderKey });
