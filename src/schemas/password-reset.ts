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
  PasswordGUID: v.string(),
  NewPassword: v.nullable(NewPasswordSchema),
});
export type ResetPasswordCustomerData = v.InferInput<typeof ResetPasswordCustomerDataSchema>;

/**
 * `POST /rs/reset-password`: with only EmailAddress, request a reset link (the answer is the
 * same whether or not the address is registered); with PasswordGUID, ResetPasswordCustomer.
 */
export const ResetPasswordRequestSchema = v.object({
  EmailAddress: EmailSchema,
  PasswordGUID: v.optional(v.string()),
  NewPassword: v.optional(v.nullable(NewPasswordSchema), null),
});
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>;
