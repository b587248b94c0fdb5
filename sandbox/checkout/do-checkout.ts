import type { Context } from 'hono';
import type * as v from 'valibot';
import type { CheckoutAnswerSchema, GatewayResult } from '../../src/schemas/checkout';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';
import { fail } from '../http/results';
import { NOT_VERIFIED, checkGatewayResult, finaliseOrder } from './finalise';
import { MUST_BE_LOGGED_IN_TO_POST, boundCustomer } from './session-customer';

type CheckoutAnswer = v.InferInput<typeof CheckoutAnswerSchema>;

/**
 * DoCheckout then PostPayment, as the hotel's `/rs/checkout` does: verify the payment page's
 * result, then finalise its order (idempotent per order key).
 */
export function doCheckout(
  c: Context<AppEnv>,
  session: SessionRow,
  result: GatewayResult,
  storeCard: boolean,
): CheckoutAnswer {
  const { repos, payment, nowMs } = c.var.deps;
  // A forged result is refused before anything else is looked at.
  if (!payment.verify(result, result.mac2)) return { Result: fail(NOT_VERIFIED) };
  const customer = boundCustomer(c, session);
  if (!customer) return { Result: fail(MUST_BE_LOGGED_IN_TO_POST) };
  const checked = checkGatewayResult(repos, payment, result, customer.id);
  if (!checked.ok) return { Result: fail(checked.text) };
  return finaliseOrder(repos, checked.order.order_key, { storeCard, now: nowMs() });
}
