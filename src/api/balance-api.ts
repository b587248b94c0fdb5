import {
  type ApplyGiftCardToBalanceData,
  BalanceAnswerSchema,
  type PayBalanceData,
  type StartBalancePaymentData,
} from '../schemas/balance';
import { PaymentStatusAnswerSchema } from '../schemas/checkout';
import { rsRequest } from './booking-api';
import { request } from './http';

type Session = { SessionId?: string; WebFolioId?: string };
type Without<T> = Omit<T, 'SessionId' | 'WebFolioId'> & Session;

/** Pay balance's calls (issue 32 §2, innkit extensions): each answer validated. */
export const startBalancePayment = (data: Without<StartBalancePaymentData>) =>
  rsRequest(BalanceAnswerSchema, 'StartBalancePayment', { ...data });

export const applyGiftCardToBalance = (data: Without<ApplyGiftCardToBalanceData>) =>
  rsRequest(BalanceAnswerSchema, 'ApplyGiftCardToBalance', { ...data });

export const payBalance = (data: Without<PayBalanceData>) =>
  rsRequest(BalanceAnswerSchema, 'PayBalance', { ...data });

/** Where a balance order stands after a reload (a paid one is recorded there). */
export const balanceOrderStatus = (orderKey: string) =>
  request(PaymentStatusAnswerSchema, 'POST', '/rs/payment-status', { orderKey });
