import { MyBookingsAnswerSchema } from '../schemas/my-bookings';
import { type ResetPasswordRequestSchema } from '../schemas/password-reset';
import { FetchCustomerProfileAnswerSchema, type ProfileCustomer } from '../schemas/profile';
import { ResultAnswerSchema } from '../schemas/result';
import type * as v from 'valibot';
import { request } from './http';
import { rsMethodCall } from './rs-method-call';

type ResetRequest = v.InferInput<typeof ResetPasswordRequestSchema>;

/** FetchCustomerProfile: the logged-in customer's profile and stored cards. */
export const fetchProfile = (customer: {
  CustomerId: string | null;
  CustomerGUID: string | null;
}) => rsMethodCall(FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile', customer);

/** UpdateCustomerProfile with the profile form's customer. */
export const updateProfile = (customer: ProfileCustomer) =>
  rsMethodCall(ResultAnswerSchema, 'UpdateCustomerProfile', {
    Customer: customer,
    ContactLogs: [],
  });

/** UpdateCustomerProfile with a new password; the server asks for the current one. */
export const changePassword = (
  customerId: string | null,
  password: string,
  currentPassword: string,
) =>
  rsMethodCall(ResultAnswerSchema, 'UpdateCustomerProfile', {
    Customer: { CustomerId: customerId, Password: password, CurrentPassword: currentPassword },
  });

/** UpdateCustomerProfile removing a stored card. */
export const removeCard = (onFileCardId: string) =>
  rsMethodCall(ResultAnswerSchema, 'UpdateCustomerProfile', { RemoveOnFileCard: onFileCardId });

const resetPasswordCall = (body: ResetRequest) =>
  request(ResultAnswerSchema, 'POST', '/rs/reset-password', body);

/** Asks for a reset link (the answer is the same whether or not the address is known). */
export const requestPasswordReset = (email: string) => resetPasswordCall({ EmailAddress: email });

/** Checks a reset link (NewPassword null). */
export const checkResetLink = (email: string, token: string) =>
  resetPasswordCall({ EmailAddress: email, PasswordGUID: token, NewPassword: null });

/** Sets a new password with a reset link. */
export const resetPassword = (email: string, token: string, newPassword: string) =>
  resetPasswordCall({ EmailAddress: email, PasswordGUID: token, NewPassword: newPassword });

/** `/rs/get-my-bookings`: the logged-in customer's upcoming bookings. */
export const fetchMyBookings = () =>
  request(MyBookingsAnswerSchema, 'POST', '/rs/get-my-bookings', {});
