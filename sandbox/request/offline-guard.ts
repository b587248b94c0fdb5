import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  SYSTEM_OFFLINE_ERROR_ID,
  SYSTEM_OFFLINE_TEXT,
} from '../../src/domain/session/system-offline';
import { ResultAnswerSchema } from '../../src/schemas/result';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/answer';
import { fail } from '../http/results';

/**
 * The `/rs/request` methods that book, add to a booking or take a payment: refused while the
 * system is not ONLINE. Finalising a payment the card page already took (DoCheckout,
 * `/rs/checkout`, `/rs/payment-status`) is not refused: the guest's money is never left
 * without its booking; the card page itself charges nothing while offline.
 */
export const OFFLINE_REFUSED_METHODS: ReadonlySet<string> = new Set([
  'FetchPMSSpecialServices',
  'AddPMSSpecialService',
  'SetCheckout',
  'PostPayment',
  'PurchaseGiftCertificate',
  'CreateDiningReservation',
  'CreateSpaBooking',
  'CreateClassBooking',
]);

/** The booking calls with an address of their own, refused while offline. */
export const OFFLINE_REFUSED_PATHS = ['/rs/get-rates', '/rs/book-pms', '/rs/reserve'] as const;

export const isOffline = (c: Context<AppEnv>) =>
  c.var.deps.repos.settings.systemState() !== 'ONLINE';

/** The FAIL every refused call answers (valid for every answer schema: only Result is required). */
export const offlineAnswer = (c: Context<AppEnv>) =>
  answer(c, ResultAnswerSchema, {
    Result: fail(SYSTEM_OFFLINE_TEXT, SYSTEM_OFFLINE_ERROR_ID),
  });

/** For the booking calls of their own address (`/rs/get-rates`, `/rs/book-pms`, `/rs/reserve`). */
export const refuseWhenOffline = createMiddleware<AppEnv>(async (c, next) => {
  if (isOffline(c)) return offlineAnswer(c);
  await next();
});
