import { getConfig } from '../core/config';
import { MyBookingsAnswerSchema } from '../schemas/my-bookings';
import type { ResetPasswordCustomerData, ResetPasswordRequest } from '../schemas/password-reset';
import {
  FetchCustomerProfileAnswerSchema,
  type FetchCustomerProfileData,
  type ProfileCustomer,
  type UpdateCustomerProfileData,
} from '../schemas/profile';
import { ResultAnswerSchema } from '../schemas/result';
import { request } from './http';
import { rsMethodCall } from './rs-method-call';

/** The proxy's keys of the profile calls (§7), from the page configuration. */
function proxyKeys() {
  const config = getConfig();
  return { PreShareKey: config.rsPreShareKey, SourceSysId: config.rsSourceSysId };
}

/** FetchCustomerProfile: the logged-in customer's profile and stored cards. */
export const fetchProfile = (customer: {
  CustomerId: string | null;
  CustomerGUID: string | null;
}) => {
  const data: FetchCustomerProfileData = {
    CustomerId: customer.CustomerId,
    CustomerGUID: customer.CustomerGUID,
    GroupCustomerId: getConfig().rsGroupCustomerId,
    ...proxyKeys(),
  };
  return rsMethodCall(FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile', data);
};

/** UpdateCustomerProfile with every field §7 names: a profile, a password or a card removal. */
const updateCustomerProfile = (
  change: Pick<UpdateCustomerProfileData, 'Customer'> &
    Partial<Pick<UpdateCustomerProfileData, 'RemoveOnFileCard'>>,
) => {
  const data: UpdateCustomerProfileData = {
    ...proxyKeys(),
    RemoveOnFileCard: null,
    ContactLogs: [],
    ...change,
  };
  return rsMethodCall(ResultAnswerSchema, 'UpdateCustomerProfile', data);
};

/** UpdateCustomerProfile with the profile form's customer. */
export const updateProfile = (customer: ProfileCustomer) =>
  updateCustomerProfile({ Customer: customer });

/** UpdateCustomerProfile with a new password; the server asks for the current one. */
export const changePassword = (
  customerId: string | null,
  password: string,
  currentPassword: string,
) =>
  updateCustomerProfile({
    Customer: { CustomerId: customerId, Password: password, CurrentPassword: currentPassword },
  });

/** UpdateCustomerProfile removing a stored card. */
export const removeCard = (onFileCardId: string) =>
  updateCustomerProfile({ Customer: null, RemoveOnFileCard: onFileCardId });

/** Asks for a reset link (the answer is the same whether or not the address is known). */
export const requestPasswordReset = (email: string) => {
  const body: ResetPasswordRequest = { EmailAddress: email, PasswordGUID: null, NewPassword: null };
  return request(ResultAnswerSchema, 'POST', '/rs/reset-password', body);
};

/** ResetPasswordCustomer (§7): NewPassword null only checks the link. */
const resetPasswordCustomer = (data: ResetPasswordCustomerData) =>
  rsMethodCall(ResultAnswerSchema, 'ResetPasswordCustomer', data);

/** Checks a reset link (NewPassword null). */
export const checkResetLink = (email: string, token: string) =>
  resetPasswordCustomer({ EmailAddress: email, PasswordGUID: token, NewPassword: null });

/** Sets a new password with a reset link. */
export const resetPassword = (email: string, token: string, newPassword: string) =>
  resetPasswordCustomer({ EmailAddress: email, PasswordGUID: token, NewPassword: newPassword });

/** `/rs/get-my-bookings`: the logged-in customer's upcoming bookings. */
export const fetchMyBookings = () =>
  request(MyBookingsAnswerSchema, 'POST', '/rs/get-my-bookings', {});
