import * as v from 'valibot';
import { EmailSchema } from './auth';
import { NewPasswordSchema } from './profile';

/** The reset token of the emailed link (`?reset=`). */
export const ResetTokenSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a reset token'));

/**
 * `ResetPasswordCustomer` (booking-engine.md §7): NewPassword null only checks the link;
 * a new password sets it and spends the link.
 */
export const ResetPasswordCustomerDataSchema = v.object({
  EmailAddress: EmailSchema,
  PasswordGUID: v.pipe(v.string(), v.nonEmpty('PasswordGUID is required'), v.maxLength(128)),
  NewPassword: v.nullable(NewPasswordSchema),
});
export type ResetPasswordCustomerData = v.InferInput<typeof ResetPasswordCustomerDataSchema>;

/**
 * `POST /rs/reset-password` {EmailAddress, PasswordGUID, NewPassword} (§7): PasswordGUID null
 * requests a reset link (the answer is the same whether or not the address is registered);
 * with a PasswordGUID it is ResetPasswordCustomer (the engine sends that through `/rs/request`).
 */
export const ResetPasswordRequestSchema = v.object({
  EmailAddress: EmailSchema,
  PasswordGUID: v.nullable(v.pipe(v.string(), v.maxLength(128))),
  NewPassword: v.nullable(NewPasswordSchema),
});
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>;
