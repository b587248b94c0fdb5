import type { Context } from 'hono';
import type * as v from 'valibot';
import type { ResetPasswordCustomerDataSchema } from '../../src/schemas/password-reset';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { resetThrottled } from '../account/account-throttle';
import { resetPassword } from '../account/password-reset';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';

type ResetData = v.InferOutput<typeof ResetPasswordCustomerDataSchema>;

/** ResetPasswordCustomer: checks a reset link (NewPassword null) or sets the new password. */
export async function resetPasswordCustomer(c: Context<AppEnv>, data: ResetData) {
  const refused = resetThrottled(c, 'reset-check', data.EmailAddress);
  if (refused) return refused;
  const Result = await resetPassword(c, data.EmailAddress, data.PasswordGUID, data.NewPassword);
  return answer(c, ResultAnswerSchema, { Result });
}

/**
 * The `/rs/request` methods that need no session: a reset link opened in a new browser has
 * none yet, and the link (email and single-use token) is its own proof.
 */
export const SESSIONLESS_METHODS: Record<
  string,
  (c: Context<AppEnv>, data: never) => Promise<Response>
> = { ResetPasswordCustomer: resetPasswordCustomer };
